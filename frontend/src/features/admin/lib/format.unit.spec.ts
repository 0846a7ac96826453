import { describe, expect, it } from 'vitest';
import { businessName, historyPath, orNotSpecified, ratingText, roleText, specializationsText, userName } from './format';

describe('admin table fallbacks (spec section 2 /admin)', () => {
  it('names a business, else "Business {id}"', () => {
    expect(businessName({ businessName: 'Tom Joinery', id: 't1' })).toBe('Tom Joinery');
    expect(businessName({ businessName: null, id: 't1' })).toBe('Business t1');
  });
  it('shows "Not specified" for a missing location', () => {
    expect(orNotSpecified(null)).toBe('Not specified');
    expect(orNotSpecified('  ')).toBe('Not specified');
  });
  it('shows the first two specializations and +N', () => {
    expect(specializationsText(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], more: 2 });
    expect(specializationsText(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
  it('rounds a rating to one decimal', () => {
    expect(ratingText(4.25)).toBe('4.3');
    expect(ratingText(0)).toBe('0.0');
  });
  it('names a user by first and last name, else e-mail, else "User {id}"; role defaults to User', () => {
    expect(userName({ firstName: 'Sarah', lastName: 'Thompson', email: 's@x.com', id: 'u1' })).toBe('Sarah Thompson');
    expect(userName({ firstName: null, lastName: null, email: 's@x.com', id: 'u1' })).toBe('s@x.com');
    expect(userName({ firstName: null, lastName: null, email: null, id: 'u1' })).toBe('User u1');
    expect(roleText('admin')).toBe('Admin');
    expect(roleText(null)).toBe('User');
  });
  it('links a stream to its history, encoded', () => {
    expect(historyPath('conversation-a:b')).toBe('/audit/streams/conversation-a%3Ab');
  });
});
