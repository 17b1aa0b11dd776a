import type { FastifyInstance, FastifyReply } from 'fastify';
import { sandboxPaymentMethodBody, type SandboxError } from '@laufbahn/contracts/payments';
import { AppError } from '../../lib/app-error.ts';
import { AUTHENTICATE_PATH, SANDBOX_PUBLISHABLE_KEY, type SandboxPsp } from './sandbox-psp.service.ts';
import { PaymentDataError } from './test-data.ts';
import { authenticationPage, notFoundPage, PAGE_CSP } from './authentication-page.ts';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-max-age': '600',
};

function fail(reply: FastifyReply, status: number, error: SandboxError['error']) {
  return reply
    .headers({ ...CORS, 'cache-control': 'no-store' })
    .status(status)
    .send({ error });
}

/**
 * The sandbox provider's own HTTP API and pages under `/sandbox-psp/`, answered in its own shapes (not Laufbahn's
 * error format): payment methods from the browser (with the publishable key, from any origin, as a provider's
 * public endpoint is), and the 3-D Secure page.
 */
export function sandboxPspRoutes(psp: SandboxPsp) {
  return async function routes(app: FastifyInstance) {
    // The 3-D Secure page's buttons post a form.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.options('/sandbox-psp/v1/payment_methods', async (_request, reply) => reply.headers(CORS).status(204).send());

    app.post('/sandbox-psp/v1/payment_methods', async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${SANDBOX_PUBLISHABLE_KEY}`) {
        return fail(reply, 401, { type: 'authentication_error', code: 'unauthorized', message: 'Invalid API key' });
      }
      try {
        await app.rateLimiter.hit('sandboxPaymentMethodsPerIp', request.ip);
      } catch (error) {
        if (error instanceof AppError && error.code === 'rate_limited') {
          return fail(reply, 429, { type: 'rate_limit_error', code: 'rate_limited', message: 'Too many requests' });
        }
        throw error;
      }
      const parsed = sandboxPaymentMethodBody.safeParse(request.body);
      if (!parsed.success) {
        const param = parsed.error.issues[0]?.path.join('.') || undefined;
        return fail(reply, 400, {
          type: 'invalid_request_error',
          code: 'invalid_request',
          param,
          message: 'Invalid request',
        });
      }
      try {
        const method = await psp.createPaymentMethod(parsed.data);
        return reply
          .headers({ ...CORS, 'cache-control': 'no-store' })
          .status(200)
          .send(method);
      } catch (error) {
        if (!(error instanceof PaymentDataError)) throw error;
        return fail(reply, 402, {
          type: 'card_error',
          code: error.code,
          param: error.param,
          message: `Invalid payment data (${error.code})`,
        });
      }
    });

    app.get<{ Params: { token: string } }>(`${AUTHENTICATE_PATH}/:token`, async (request, reply) => {
      const intent = await psp.challenge(request.params.token);
      reply
        .header('content-security-policy', PAGE_CSP)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8');
      if (!intent) return reply.status(404).send(notFoundPage());
      return reply.send(authenticationPage(intent, `${AUTHENTICATE_PATH}/${encodeURIComponent(request.params.token)}`));
    });

    app.post<{ Params: { token: string }; Body: { outcome?: string } }>(
      `${AUTHENTICATE_PATH}/:token`,
      async (request, reply) => {
        const outcome = request.body?.outcome;
        const answered =
          outcome === 'confirm' || outcome === 'fail'
            ? await psp.answerChallenge(request.params.token, outcome === 'confirm')
            : undefined;
        if (!answered) {
          return reply
            .header('content-security-policy', PAGE_CSP)
            .type('text/html; charset=utf-8')
            .status(404)
            .send(notFoundPage());
        }
        return reply.redirect(answered.returnUrl, 303);
      },
    );
  };
}
