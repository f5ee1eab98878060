/**
 * Where Typeform's embed draws the diagnostic (its iframe): the dashboard
 * connects to it ahead of time, and deploy/nginx's CSP names it in frame-src.
 */
export const TYPEFORM_ORIGIN = 'https://form.typeform.com';
