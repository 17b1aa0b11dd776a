import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accounts } from '../schema/accounts.ts';
import { profiles } from '../schema/profiles.ts';
import { contactRequests, recruiters } from '../schema/recruiters.ts';
import { contactRequestRepository } from '../../modules/recruiter/contact-request.repository.ts';
import { DEMO_MEMBERS } from './demo.ts';
import { DEMO_RECRUITERS } from './demo-recruiters.ts';
import { runSeed } from './run-seed.ts';

const [HEADHUNTER, EMPLOYER] = DEMO_RECRUITERS;

/**
 * The demo recruiters' contact requests (docs/decisions/0043): the search firm's request to the Premium member was
 * accepted (she is in its network, and it in hers), the employer's to her waits for an answer, and the search firm
 * spent one of its contact credits on a request to the anonymous Basic member, who has not answered yet.
 */
const DEMO_REQUESTS = [
  {
    from: HEADHUNTER.email,
    to: 'premium@laufbahn.example',
    subject: 'Vertrauliches Mandat: CFO eines Familienunternehmens',
    message:
      'Guten Tag, im Auftrag eines familiengeführten Industrieunternehmens in Süddeutschland suche ich eine Finanzchefin ' +
      'oder einen Finanzchef. Ihr Profil passt sehr gut. Hätten Sie in den nächsten Tagen Zeit für ein vertrauliches Gespräch?',
    daysAgo: 6,
    accepted: true,
  },
  {
    from: EMPLOYER.email,
    to: 'premium@laufbahn.example',
    subject: 'Leitung Finanzen bei Nordwerk Maschinenbau',
    message:
      'Guten Tag, wir bauen unsere Finanzorganisation neu auf und suchen eine Leitung, die das Controlling und die ' +
      'Konzernrechnungslegung verantwortet. Ich würde mich freuen, Ihnen die Position vorzustellen.',
    daysAgo: 2,
    accepted: false,
  },
  {
    from: HEADHUNTER.email,
    to: 'basic@laufbahn.example',
    subject: 'Eine Position im Controlling, die zu Ihnen passen könnte',
    message:
      'Guten Tag, für einen Mandanten im Maschinenbau suche ich eine erfahrene Führungskraft im Controlling. ' +
      'Wenn Sie offen für einen Austausch sind, nehmen Sie meine Anfrage gern an.',
    daysAgo: 1,
    accepted: false,
  },
] as const;

export async function seedDemoContactRequests(db: Db): Promise<boolean> {
  return runSeed(db, 'demo-contact-requests', 1, async (tx) => {
    const senders = await tx
      .select({ id: recruiters.id, email: recruiters.email, organisationId: recruiters.organisationId })
      .from(recruiters)
      .where(
        inArray(
          recruiters.email,
          DEMO_RECRUITERS.map((r) => r.email),
        ),
      );
    const members = await tx
      .select({ email: accounts.email, profileId: profiles.id })
      .from(accounts)
      .innerJoin(profiles, and(eq(profiles.accountId, accounts.id), eq(profiles.kind, 'member')))
      .where(
        inArray(
          accounts.email,
          DEMO_MEMBERS.map((m) => m.email),
        ),
      );
    const credits = contactRequestRepository(tx);
    for (const demo of DEMO_REQUESTS) {
      const sender = senders.find((s) => s.email === demo.from);
      const member = members.find((m) => m.email === demo.to);
      if (!sender || !member) continue;
      // The Basic member costs a credit, as through the API; the Premium member none.
      const creditUsed = demo.to === 'basic@laufbahn.example';
      if (creditUsed) await credits.takeCredit(sender.organisationId);
      await tx.insert(contactRequests).values({
        profileId: member.profileId,
        recruiterId: sender.id,
        organisationId: sender.organisationId,
        subject: demo.subject,
        message: demo.message,
        creditUsed,
        status: demo.accepted ? 'accepted' : 'pending',
        createdAt: sql`now() - make_interval(days => ${demo.daysAgo})`,
        answeredAt: demo.accepted ? sql`now() - make_interval(days => ${demo.daysAgo - 1})` : null,
      });
    }
  });
}
