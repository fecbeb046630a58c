import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import { freePort } from './free-port.js';

/**
 * A throw-away Dovecot IMAP server (Debian's `dovecot-imapd`) for tests and benchmarks: its own
 * temp directory and generated config (no system config, no Debian service), 127.0.0.1 on a free
 * port, plaintext logins without TLS, a passwd-file of users the test adds, Maildir storage.
 * Optionally a second, implicit-TLS port with a self-signed certificate (`tls: true`).
 *
 * There are no mocks of the mail protocols in these tests: without Dovecot, this throws, and the
 * test file fails (CI installs it, see .ci/run).
 */
export type Dovecot = {
  host: string;
  /** Plain IMAP (no TLS, no STARTTLS offered… well, offered only when `tls` is on). */
  port: number;
  /** Implicit TLS (imaps) with a self-signed certificate, when started with `tls: true`. */
  tlsPort: number | undefined;
  version: string;
  /** Adds a user to the passwd-file; resolves once Dovecot accepts the login (within a second). */
  addUser(name: string, password: string): Promise<void>;
  /** Several at once (one wait). */
  addUsers(users: Array<{ name: string; password: string }>): Promise<void>;
  /** Changes a user's password (the one a mailbox saved stops working). */
  setPassword(name: string, password: string): Promise<void>;
  /** APPENDs a raw message to the user's mailbox over IMAP (a real client session); returns its UID. */
  append(user: string, rawMime: string | Buffer, mailbox?: string): Promise<number>;
  /** Ends the user's open IMAP sessions (doveadm kick), as a provider does when a password is revoked. */
  kick(user: string): Promise<void>;
  /** The server's log so far (for failed tests). */
  log(): Promise<string>;
  stop(): Promise<void>;
};

export const DOVECOT_BINARY = process.env.DOVECOT_BINARY ?? '/usr/sbin/dovecot';
const DOVEADM_BINARY = join(DOVECOT_BINARY, '..', '..', 'bin', 'doveadm');

export type DovecotOptions = { tls?: boolean };

function versionOf(binary: string): string {
  return execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim().split(/\s+/)[0];
}

/** Who Dovecot's processes run as: Debian's own users when we are root, else ourselves. */
function accounts(): { internal: string; login: string; mailUid: number; mailGid: number; root: boolean } {
  const me = userInfo();
  if (me.uid !== 0) return { internal: me.username, login: me.username, mailUid: me.uid, mailGid: me.gid, root: false };
  const lookup = (name: string) => {
    try {
      const [, , uid, gid] = execFileSync('getent', ['passwd', name], { encoding: 'utf8' }).trim().split(':');
      return { uid: Number(uid), gid: Number(gid) };
    } catch {
      return undefined;
    }
  };
  const dovecot = lookup('dovecot');
  const dovenull = lookup('dovenull');
  if (!dovecot || !dovenull) throw new Error('Dovecot runs as root here, but the users dovecot and dovenull (made by the dovecot-core package) are missing');
  return { internal: 'dovecot', login: 'dovenull', mailUid: dovecot.uid, mailGid: dovecot.gid, root: true };
}

type Layout = { dir: string; port: number; tlsPort: number | undefined; users: string; mail: string; cert?: { cert: string; key: string } };

/** Dovecot 2.3's settings (Debian 12). */
function config23(l: Layout, who: ReturnType<typeof accounts>): string {
  return `
instance_name = swagscout-test-${l.port}
protocols = imap
listen = 127.0.0.1
base_dir = ${l.dir}/run
state_dir = ${l.dir}/state
log_path = ${l.dir}/dovecot.log
default_internal_user = ${who.internal}
default_internal_group = ${who.root ? 'dovecot' : userInfo().username}
default_login_user = ${who.login}
first_valid_uid = 0
first_valid_gid = 0
disable_plaintext_auth = no
auth_mechanisms = plain login
# A refused login answers at once (the default waits 2 s, against guessing; tests refuse on purpose).
auth_failure_delay = 0
${l.cert ? `ssl = yes\nssl_cert = <${l.cert.cert}\nssl_key = <${l.cert.key}` : 'ssl = no'}
mail_location = maildir:${l.mail}/%u
mailbox_idle_check_interval = 1 secs
namespace inbox {
  inbox = yes
}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${l.users}
}
userdb {
  driver = static
  args = uid=${who.mailUid} gid=${who.mailGid} home=${l.mail}/%u
}
${services(l)}
`;
}

/** Dovecot 2.4's settings (Debian 13): new names for the same things. */
function config24(l: Layout, who: ReturnType<typeof accounts>, version: string): string {
  const v = version.split('.').slice(0, 3).join('.');
  return `
dovecot_config_version = ${v}
dovecot_storage_version = ${v}
instance_name = swagscout-test-${l.port}
protocols = imap
listen = 127.0.0.1
base_dir = ${l.dir}/run
state_dir = ${l.dir}/state
log_path = ${l.dir}/dovecot.log
default_internal_user = ${who.internal}
default_internal_group = ${who.root ? 'dovecot' : userInfo().username}
default_login_user = ${who.login}
first_valid_uid = 0
first_valid_gid = 0
auth_allow_cleartext = yes
auth_mechanisms = plain login
auth_failure_delay = 0
${l.cert ? `ssl = yes\nssl_server_cert_file = ${l.cert.cert}\nssl_server_key_file = ${l.cert.key}` : 'ssl = no'}
mail_driver = maildir
mail_home = ${l.mail}/%{user}
mail_path = ${l.mail}/%{user}
mailbox_idle_check_interval = 1s
namespace inbox {
  inbox = yes
}
passdb passwd-file {
  passwd_file_path = ${l.users}
  passdb_default_password_scheme = PLAIN
}
userdb static {
  fields {
    uid = ${who.mailUid}
    gid = ${who.mailGid}
    home = ${l.mail}/%{user}
  }
}
${services(l)}
`;
}

function services(l: Layout): string {
  return `
service imap-login {
  chroot =
  inet_listener imap {
    port = ${l.port}
  }
  inet_listener imaps {
    port = ${l.tlsPort ?? 0}
  }
}
service anvil {
  chroot =
  # No auth penalty: with its listener absent (mode 0) auth does not hold the next login from an
  # address that was just refused (2 s, then 4 s… against guessing; tests refuse on purpose).
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
service stats {
  unix_listener stats-reader {
    mode = 0666
  }
  unix_listener stats-writer {
    mode = 0666
  }
}
`;
}

async function greets(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('data', (d) => done(d.toString().startsWith('* OK')));
    socket.once('error', () => done(false));
  });
}

const running = new Map<ChildProcess, string>();
let exitHook = false;

/** Starts a Dovecot of the test's own; throws (the file fails, it is not skipped) when Dovecot is not installed. */
export async function startDovecot(opts: DovecotOptions = {}): Promise<Dovecot> {
  if (!existsSync(DOVECOT_BINARY)) {
    throw new Error(
      `Dovecot is not installed (${DOVECOT_BINARY}): the reply-watcher tests need a real IMAP server. ` +
        'Install it with `apt-get install dovecot-imapd` (.ci/run does), or set DOVECOT_BINARY.',
    );
  }
  const version = versionOf(DOVECOT_BINARY);
  const who = accounts();
  const dir = await mkdtemp(join(tmpdir(), 'swagscout-dovecot-'));
  // Dovecot's own users must reach the directory (when we are root, they are not us).
  await chmod(dir, 0o755);
  const mail = join(dir, 'mail');
  await mkdir(join(dir, 'run'));
  await mkdir(join(dir, 'state'));
  await mkdir(mail);
  if (who.root) await chown(mail, who.mailUid, who.mailGid);
  const users = join(dir, 'users');
  const passwords = new Map<string, string>();
  // Dovecot re-reads the passwd-file when its mtime (whole seconds) or size changes: each write
  // moves the mtime a second on, so a same-length password changed within a second is still seen.
  let stamp = 0;
  const writeUsers = async () => {
    await writeFile(users, [...passwords].map(([u, p]) => `${u}:{PLAIN}${p}::::::\n`).join(''), { mode: 0o644 });
    stamp = Math.max(stamp + 1, Math.floor(Date.now() / 1000));
    await utimes(users, stamp, stamp);
  };
  await writeUsers();

  let cert: Layout['cert'];
  if (opts.tls) {
    cert = { cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem') };
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', cert.key, '-out', cert.cert], { stdio: 'ignore' });
    await chmod(cert.key, 0o644);
  }

  let child: ChildProcess | undefined;
  let port = 0;
  let tlsPort: number | undefined;
  for (let attempt = 0; attempt < 5 && !child; attempt++) {
    port = await freePort();
    tlsPort = opts.tls ? await freePort() : undefined;
    const layout: Layout = { dir, port, tlsPort, users, mail, cert };
    const conf = join(dir, 'dovecot.conf');
    await writeFile(conf, version.startsWith('2.3') || version.startsWith('2.2') ? config23(layout, who) : config24(layout, who, version));
    const proc = spawn(DOVECOT_BINARY, ['-F', '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    proc.stderr?.on('data', (d) => (stderr += String(d)));
    let exited = false;
    proc.once('exit', () => (exited = true));
    const deadline = Date.now() + 10_000;
    while (!exited && Date.now() < deadline && !(await greets(port))) await new Promise((r) => setTimeout(r, 50));
    if (!exited && Date.now() < deadline) {
      child = proc;
      break;
    }
    proc.kill('SIGKILL');
    const log = await readFile(join(dir, 'dovecot.log'), 'utf8').catch(() => '');
    // A port someone took between our check and Dovecot's bind: try another.
    if (!/in use|Address already/i.test(stderr + log) || attempt === 4) {
      await rm(dir, { recursive: true, force: true });
      throw new Error(`Dovecot ${version} did not start:\n${stderr}\n${log}`);
    }
  }
  running.set(child!, dir);
  if (!exitHook) {
    exitHook = true;
    // A test process that ends without stop() (a crash, a timeout) does not leave Dovecot behind.
    process.once('exit', () => {
      for (const [p, dir] of running) {
        p.kill('SIGKILL');
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }

  const client = (user: string) =>
    new ImapFlow({ host: '127.0.0.1', port, secure: false, doSTARTTLS: false, auth: { user, pass: passwords.get(user) ?? '' }, logger: false, disableAutoIdle: true });

  // Dovecot looks at the passwd-file at most once a second: a login in the same second as its last
  // look still sees the old file. A change is in force once that second is over. (Polling with
  // logins instead would fail some, and Dovecot then delays further failures from 127.0.0.1 by up
  // to 15 s — its auth penalty.)
  const nextSecond = () => new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 50));

  let stopped: Promise<void> | undefined;
  return {
    host: '127.0.0.1',
    port,
    tlsPort,
    version,
    async addUser(name, password) {
      passwords.set(name, password);
      await writeUsers();
      await nextSecond();
    },
    async addUsers(users) {
      for (const u of users) passwords.set(u.name, u.password);
      await writeUsers();
      await nextSecond();
    },
    async setPassword(name, password) {
      passwords.set(name, password);
      await writeUsers();
      await nextSecond();
    },
    async append(user, rawMime, mailbox = 'INBOX') {
      const c = client(user);
      await c.connect();
      try {
        const res = await c.append(mailbox, typeof rawMime === 'string' ? Buffer.from(rawMime) : rawMime);
        if (!res || typeof res.uid !== 'number') throw new Error('APPEND returned no UID');
        return res.uid;
      } finally {
        await c.logout().catch(() => c.close());
      }
    },
    async kick(user) {
      await new Promise<void>((resolve, reject) =>
        execFile(DOVEADM_BINARY, ['-c', join(dir, 'dovecot.conf'), 'kick', user], (err, _out, stderr) =>
          // doveadm kick exits 68 (EX_NOUSER) when the user had no session: nothing to end.
          err && (err as { code?: number }).code !== 68 ? reject(new Error(`doveadm kick failed: ${stderr || err.message}`)) : resolve(),
        ),
      );
    },
    log: () => readFile(join(dir, 'dovecot.log'), 'utf8').catch(() => ''),
    stop: () =>
      (stopped ??= (async () => {
        const proc = child!;
        if (proc.exitCode === null && proc.signalCode === null) {
          const gone = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
          proc.kill('SIGTERM');
          const timer = setTimeout(() => proc.kill('SIGKILL'), 3000);
          await gone;
          clearTimeout(timer);
        }
        running.delete(proc);
        await rm(dir, { recursive: true, force: true });
      })()),
  };
}
