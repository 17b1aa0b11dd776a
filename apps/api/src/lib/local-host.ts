const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|([a-z0-9-]+\.)+localhost)(:\d+)?$/i;

/** Secure cookies everywhere except on this machine's own host names, where there is no TLS. */
export const isLocalHost = (host: string | undefined) => LOCAL_HOST.test(host ?? '');
