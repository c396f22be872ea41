import { EMAIL_PATTERN, needsSecondFactor, STAFF_MESSAGES, type StaffSignIn } from '@party/domain';
import { apiError, rateLimited } from '../../http-errors';
import { waitText } from '../../plugins/rate-limits';
import type { ServiceDeps } from '../../services/service-deps';
import { audit, type Actor } from '../../audit/audit';
import { passwordMatches } from './passwords';
import { openSession, staffActor, staffTarget } from './sessions';
import { signInCounts, type SignInLimits, type Standing } from './sign-in-limits';
import { createSignInLinksRepository } from '../repositories/sign-in-links-repository';
import { sendSignInLink } from './sign-in-links';
import { createStaffRepository } from '../repositories/staff-repository';
import { tokenHash } from './tokens';
import { codeStep, readCode } from './totp';

// Signing a staff member in (decisions 032 and 057): the password, then (owners and managers) a
// TOTP code not taken before, within limits on failed sign-ins that stop guessing without letting
// anyone who knows an email keep its member out (sign-in-limits.ts, sign-in-links.ts). A failure
// answers the same, after the same work, whatever was wrong and whether the email is a member's;
// every attempt is in the audit log, those refused by a limit included.

type SignInDeps = Pick<ServiceDeps, 'db' | 'now' | 'venue' | 'siteUrl' | 'staffSiteUrl'>;

type SignInForm = Required<Pick<StaffSignIn, 'email' | 'password'>> & Pick<StaffSignIn, 'code' | 'link'>;

const passedAny = (standing: Standing) => standing.client || standing.account || standing.code;

/** A sign-in refused inside its transaction, which is rolled back. */
class Refused extends Error {
  constructor(readonly why: 'code-taken' | 'link-used') {
    super(why);
  }
}

export async function signIn(deps: SignInDeps, form: SignInForm, client: string, device: string, limits: SignInLimits) {
  const { db } = deps;
  const at = deps.now();
  const member = await createStaffRepository(db).findActiveByEmail(form.email);
  const link = member && form.link ? await createSignInLinksRepository(db).findGood(tokenHash(form.link), member.id, at, limits.perAccount.max) : undefined;
  const before = await signInCounts(db, limits, form.email, client).standing(at);

  // An address past its limit is checked no further, unless it brings its member's link.
  const checked = !before.client || link !== undefined;
  const passwordOk = checked && (await passwordMatches(member?.passwordHash, form.password));
  const code = readCode(form.code);
  const step = member?.totpSecret && code ? codeStep(member.totpSecret, code, at) : undefined;
  const twoFactors = member !== undefined && needsSecondFactor(member.role);
  const secondOk = member !== undefined && (!twoFactors || (member.totpSecret !== null && step !== undefined));
  // Past the account's limit a password alone opens nothing: both factors do, or the emailed link.
  // Past the limit on wrong codes (someone has the password), only the link does.
  const limitsLetIn = !before.client && !before.code && (!before.account || twoFactors);

  let codeRefused = false;
  if (member && passwordOk && secondOk && (limitsLetIn || link)) {
    const opened = await db
      .transaction(async (tx) => {
        // A code is taken once: the same code again (sent twice, or seen) is refused.
        if (step !== undefined && !(await createStaffRepository(tx).takeTotpStep(member.id, step))) throw new Refused('code-taken');
        // A link lets one sign-in through: another that used it meanwhile leaves this one refused, its code not taken.
        if (!limitsLetIn && !(link && (await createSignInLinksRepository(tx).use(link.id, at)))) throw new Refused('link-used');
        const session = await openSession(tx, member, client, at, device);
        const how = limitsLetIn ? (before.account ? { pastTheLimit: 'password and code' } : undefined) : { pastTheLimit: 'sign-in link' };
        await audit(tx, { actor: staffActor(member, client), action: 'staff.sign-in', target: staffTarget(member), after: how }, at);
        await signInCounts(tx, limits, form.email, client).forgetAccount();
        return session;
      })
      .catch((error: unknown) => {
        if (error instanceof Refused) return error.why;
        throw error;
      });
    if (typeof opened === 'object') return opened;
    codeRefused = opened === 'code-taken';
  }

  // A right password with a wrong, missing or taken code is counted apart: someone may have the password.
  const codeFailed = twoFactors && passwordOk && (!secondOk || codeRefused);
  // What is typed in the email field is kept only when it is an email address: a password typed
  // there by mistake must not end up in the log (ASVS 7.1.1).
  const typed = EMAIL_PATTERN.test(form.email) ? form.email : '(not an email address)';
  const attempt: Actor = { kind: 'staff', staffId: member?.id ?? null, name: typed, client };
  const refusal = await db.transaction(async (tx) => {
    const counted = await signInCounts(tx, limits, form.email, client).fail(at, codeFailed);
    const links = createSignInLinksRepository(tx);
    if (link) await links.fail(link.id);
    // The member is told once their account goes past a limit: with a link, unless they hold one still good.
    const tell = member !== undefined && (counted.codeReached || (counted.accountReached && !(await links.hasGood(member.id, at, limits.perAccount.max))));
    if (tell) await sendSignInLink(tx, deps, member, { failures: limits.perAccount.max, passwordKnown: counted.codeReached }, at);
    const limited = passedAny(before) || passedAny(counted.standing);
    await audit(tx, { actor: attempt, action: limited ? 'staff.sign-in-limited' : 'staff.sign-in-refused', target: member && staffTarget(member), after: { email: typed } }, at);
    return { limited, byClientOnly: !before.account && !before.code && !counted.standing.account && !counted.standing.code, wait: Math.max(before.retryAfter, counted.standing.retryAfter) };
  });
  if (!refusal.limited) throw apiError('sign-in-failed', STAFF_MESSAGES.signInFailed);
  const wait = waitText(Math.max(1, refusal.wait));
  throw rateLimited(refusal.byClientOnly ? STAFF_MESSAGES.clientLimited(wait) : STAFF_MESSAGES.accountLimited(wait), Math.max(1, refusal.wait));
}
