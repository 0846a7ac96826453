/**
 * A fixed corpus of bad input (no randomness: a failure reproduces): wrong types, missing fields,
 * huge strings, deep nesting, NUL and lone surrogates, SQL and path traversal strings, bad UUIDs,
 * malformed JSON and multipart.
 */
const MB = 'x'.repeat(1024 * 1024);
const deep = (levels: number): unknown => (levels === 0 ? 'bottom' : [deep(levels - 1)]);

export const BAD_VALUES: [string, unknown][] = [
  ['null', null],
  ['a number', 12345],
  ['a negative number', -1],
  ['a huge number', 1e308],
  ['a boolean', true],
  ['an array', ['a', 'b']],
  ['an object', { nested: { value: 1 } }],
  ['an empty string', ''],
  ['whitespace', '   \t\n  '],
  ['a 1 MB string', MB],
  ['a NUL character', 'a\u0000b'],
  ['a lone surrogate', 'a\ud800b'],
  ['SQL', "'; DROP TABLE events; --"],
  ['SQL in quotes', '" OR 1=1 --'],
  ['path traversal', '../../../../etc/passwd'],
  ['a bad uuid', 'not-a-uuid'],
  ['HTML', '<img src=x onerror=alert(1)>'],
  ['emoji and RTL text', '🔧\u202eevil'],
  ['deep nesting', deep(500)],
  ['a date that does not exist', { date: '2026-02-30' }],
  ['a date in the past', { date: '1999-01-01' }],
  ['a date as text', 'next Tuesday'],
];

/** Whole bodies that are wrong before any field is looked at. */
export const BAD_BODIES: [string, unknown][] = [
  ['null', null],
  ['an array', [1, 2, 3]],
  ['a string', 'just text'],
  ['a number', 42],
  ['an empty object', {}],
  ['deep nesting', { a: deep(2000) }],
];

/** Raw request bodies the JSON parser must refuse with a 4xx. */
export const RAW_BODIES: [string, string, string][] = [
  ['malformed JSON', 'application/json', '{"title": "unfinished'],
  ['JSON with a trailing comma', 'application/json', '{"a": 1,}'],
  ['a body over the size limit', 'application/json', JSON.stringify({ content: 'y'.repeat(300 * 1024) })],
  // Under the size limit, far past the depth limit (decision 0062): a 400 that does not echo it.
  ['45,000 levels of nesting', 'application/json', `${'['.repeat(45_000)}${']'.repeat(45_000)}`],
  ['a form instead of JSON', 'application/x-www-form-urlencoded', 'title=x&description=y'],
  ['multipart without a boundary', 'multipart/form-data', 'whatever'],
  [
    'multipart that ends early',
    'multipart/form-data; boundary=zz',
    '--zz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG',
  ],
];

/** Replacements for each `:param` of a path. */
export const BAD_PARAMS: [string, string][] = [
  ['a bad uuid', 'not-a-uuid'],
  ['an encoded NUL', 'a%00b'],
  ['invalid UTF-8', '%ED%A0%80'],
  ['encoded traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['SQL', "1'%20OR%20'1'='1"],
  ['a very long id', 'a'.repeat(5000)],
  ['a zero uuid', '00000000-0000-0000-0000-000000000000'],
  // A user id (POST /api/admin/users/:id/erase) is text, not a uuid: spaces, quotes and a whole e-mail.
  ['spaces and quotes', 'a%20%22b%22'],
  ['an e-mail address', 'someone%40example.com'],
];

/** Query strings for every GET. */
export const BAD_QUERIES: [string, string][] = [
  ['negative paging', 'limit=-5&offset=-1'],
  ['words for numbers', 'limit=abc&offset=xyz&minRating=high'],
  ['huge numbers', 'limit=1e309&offset=99999999999999999999'],
  ['repeated keys', 'limit=1&limit=2&category=a&category=b'],
  ['an encoded NUL', 'search=a%00b&category=%00'],
  ['invalid UTF-8', 'search=%ED%A0%80'],
  ['SQL', 'search=%27%3B%20DROP%20TABLE%20events%3B--&category=%27'],
  ['a long query', `search=${'q'.repeat(8000)}`],
  ['nested brackets', 'filter[a][b][c]=1&a[]=1&a[]=2'],
  ['full-text query syntax', `search=${encodeURIComponent('!!( & | :* <-> \'a\' -"" or')}&sort=top&solved=maybe`],
  ['only stop words', 'search=the%20and%20of&sort=active&solved=true'],
  ['odd keyset positions', 'before=1e400&limit=0x10&before=-1'],
  ['odd sorts', 'sort=%27%3B--&sort=rating&sort[]=best'],
  // Unsubscribe links (issue 25): a forged, a repeated and a traversal token.
  ['forged tokens', 'token=eyJ1IjoiYWRtaW4iLCJrIjpbImpvYl9hbGVydCJdLCJlIjo5OTk5OTk5OTk5OTk5fQ.AAAA&token=..%2F..%2F'],
];
