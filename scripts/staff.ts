/**
 * `npm run staff -- invite EMAIL --role owner [--name "Sam Lee"]`: invites someone to the staff
 * console, while the API runs (`npm start`). The first owner is invited so; owners invite the
 * others from the console. The API emails the one-time link (MailDev's inbox with `npm start`).
 *
 * The command asks the running API over HTTP with the token it wrote to STAFF_COMMAND_FILE
 * (api/.run/staff-command.json by default) when it started: decision 032.
 */
import { parseArgs } from 'node:util';
import { API_PATHS, STAFF_ROLES, type StaffRole } from '@party/domain';
import { DEFAULT_STAFF_COMMAND_FILE } from '../api/src/config';
import { readCommandFile } from '../api/src/staff/command';
import { runCommand } from './run-command';

const USAGE = `Usage: npm run staff -- invite EMAIL --role ${STAFF_ROLES.join('|')} [--name "Full name"]`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { role: { type: 'string' }, name: { type: 'string', default: '' } },
  });
  const [command, email] = positionals;
  const role = values.role as StaffRole | undefined;
  if (command !== 'invite' || !email || positionals.length !== 2 || !role || !STAFF_ROLES.includes(role)) {
    console.error(USAGE);
    return 2;
  }
  const { url, token } = await readCommandFile(process.env.STAFF_COMMAND_FILE || DEFAULT_STAFF_COMMAND_FILE);
  const response = await fetch(`${url}${API_PATHS.staffInvitations}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, role, name: values.name }),
  }).catch(() => {
    throw new Error(`The API at ${url} does not answer: is npm start still running?`);
  });
  const answer = (await response.json()) as { email?: string; expiresAt?: string; message?: string };
  if (response.status !== 201) {
    console.error(`Not invited: ${answer.message ?? `the API answered ${response.status}`}`);
    return 1;
  }
  console.log(`Invited ${answer.email} as ${role}: the link to set a password is emailed, valid until ${answer.expiresAt}.`);
  console.log('With npm start, the email is in MailDev at http://localhost:1080.');
  return 0;
}

runCommand(main);
