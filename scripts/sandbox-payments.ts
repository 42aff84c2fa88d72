/**
 * The sandbox payment provider's console: sends a running Soundsleeve the webhook the sandbox would send for a
 * renewal or a refund, signed with the sandbox's key, so renewals and refunds can be tried without a real provider.
 *
 *   npm run sandbox -- renew <orderId>                 a new paid month for the subscription that order started
 *   npm run sandbox -- refund <orderId> [reference]    refund a paid month (default: the order's first month)
 *
 * It reads the same settings as the server (PUBLIC_URL or PORT, DATA_DIR, AUTH_SECRET) to find it and its key.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxWebhookSecret,
  signSandboxWebhook,
} from '../src/server/providers/payments/sandbox-payments.ts';

const [command, orderId, reference] = process.argv.slice(2);
if ((command !== 'renew' && command !== 'refund') || !orderId) {
  console.error(
    'Usage: npm run sandbox -- renew <orderId>\n       npm run sandbox -- refund <orderId> [grant reference]',
  );
  process.exit(2);
}
const config = loadConfig();
const siteSecret = config.authSecret ?? readSecretFile(path.join(config.dataDir, 'auth-secret'));
const body = JSON.stringify({
  id: `evt_sb_${randomUUID().replace(/-/g, '')}`,
  type: command === 'renew' ? 'subscription.renewed' : 'payment.refunded',
  created: Math.floor(Date.now() / 1000),
  data: {
    order_id: orderId,
    reference:
      command === 'renew' ? `sandbox:renewal:${orderId}:${randomUUID()}` : (reference ?? `sandbox:order:${orderId}`),
  },
});
const url = `${config.publicUrl}/api/payments/webhooks/sandbox`;
const res = await fetch(url, {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(sandboxWebhookSecret(siteSecret), body),
  },
  body,
}).catch((err: Error) => {
  console.error(`Could not reach ${url}: ${err.message}. Is the server running (npm start)?`);
  process.exit(1);
});
const answer = await res.text();
console.log(`${res.status} ${answer}`);
process.exit(res.ok ? 0 : 1);

function readSecretFile(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    console.error(`No AUTH_SECRET set and no ${file}: start the server once first, or set AUTH_SECRET.`);
    process.exit(1);
  }
}
