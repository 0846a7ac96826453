const escape = (s: unknown) =>
  String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface PageInput {
  uid: string;
  values: { email?: string; firstName?: string; userType?: string };
  errors?: Record<string, string>;
}

/** The local provider's sign-in page: plain HTML, styled like the app, no scripts. */
export function signInPage({ uid, values, errors = {} }: PageInput): string {
  const err = (field: string) => (errors[field] ? `<p class="error" id="${field}-error">${escape(errors[field])}</p>` : '');
  const invalid = (field: string) => (errors[field] ? ` aria-invalid="true" aria-describedby="${field}-error"` : '');
  const checked = (v: string) => ((values.userType ?? 'client') === v ? ' checked' : '');
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · TradeGuild</title>
<style>
  *{box-sizing:border-box}body{margin:0;font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6f8;color:#13232f;display:grid;place-items:center;min-height:100vh;padding:16px}
  main{background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(19,35,47,.08);padding:32px;width:100%;max-width:420px}
  .brand{font-weight:800;font-size:22px;color:#0f4c5c;margin:0 0 4px}h1{font-size:20px;margin:0 0 4px}p.lead{margin:0 0 24px;color:#52606d;font-size:14px}
  label{display:block;font-weight:600;font-size:14px;margin:16px 0 6px}input[type=email],input[type=text]{width:100%;padding:10px 12px;border:1px solid #cbd2d9;border-radius:8px;font-size:16px}
  input:focus-visible,button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}fieldset{border:0;padding:0;margin:16px 0 0}legend{font-weight:600;font-size:14px;margin-bottom:6px}
  .roles{display:grid;grid-template-columns:1fr 1fr;gap:8px}.roles label{margin:0;font-weight:500;border:1px solid #cbd2d9;border-radius:8px;padding:10px;display:flex;gap:8px;align-items:center;cursor:pointer}
  button{margin-top:24px;width:100%;padding:12px;border:0;border-radius:8px;background:#0f4c5c;color:#fff;font-size:16px;font-weight:600;cursor:pointer}button:hover{background:#0b3945}
  .error{color:#b42318;font-size:13px;margin:6px 0 0}.note{font-size:12px;color:#7b8794;margin-top:16px}
</style></head>
<body><main>
  <p class="brand">TradeGuild</p>
  <h1>Sign in or create your account</h1>
  <p class="lead">Enter your details to continue to TradeGuild.</p>
  <form method="post" action="/oidc/interaction/${escape(uid)}/login" novalidate>
    <label for="email">E-mail address</label>
    <input id="email" name="email" type="email" autocomplete="email" required value="${escape(values.email)}"${invalid('email')}>
    ${err('email')}
    <label for="firstName">First name</label>
    <input id="firstName" name="firstName" type="text" autocomplete="given-name" required value="${escape(values.firstName)}"${invalid('firstName')}>
    ${err('firstName')}
    <fieldset><legend>I am a</legend><div class="roles">
      <label><input type="radio" name="userType" value="client"${checked('client')}> Client</label>
      <label><input type="radio" name="userType" value="tradesman"${checked('tradesman')}> Tradesman</label>
    </div>${err('userType')}</fieldset>
    <button type="submit">Continue</button>
  </form>
  <p class="note">Local sign-in for development: no password is asked.</p>
</main></body></html>`;
}
