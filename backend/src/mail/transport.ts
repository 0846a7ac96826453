import nodemailer, { type Transporter } from 'nodemailer';

/** SMTP through nodemailer, pooled: smtp://, smtps:// or smtp+starttls URLs as nodemailer reads them. */
export const createMailTransport = (smtpUrl: string): Transporter =>
  nodemailer.createTransport(smtpUrl.includes('?') ? `${smtpUrl}&pool=true` : `${smtpUrl}?pool=true`);
