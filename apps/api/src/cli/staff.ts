import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { StaffAccountsService } from '../modules/auth';
import { ConfigError, loadConfig } from '../platform/config/app-config';
import { provideDatabase } from '../platform/database/database-url';
import { migrateDatabase } from '../platform/database/run-migrations';
import { createLogger, NestPinoLogger } from '../platform/logging/logger';
import { MailWorker } from '../platform/mail/mail-worker.service';
import { CliModule } from './cli.module';

const USAGE = `Usage: npm run staff -- <email> [--name "Full Name"] [--password-stdin] [--revoke]

Creates a staff account, or gives an existing account the staff role (app_metadata.roles).
  --name            full name for a new account
  --password-stdin  read the new account's password from standard input; without it a new account
                    gets a password-reset email and chooses its own
  --revoke          take the staff role away instead
Uses DATABASE_URL, or the embedded PostgreSQL under VAR_DIR (also while the server is running).`;

export interface CommandIo {
  env: NodeJS.ProcessEnv;
  stdout: (line: string) => void;
  stderr: (line: string) => void;
  readStdin: () => Promise<string>;
}

/** `npm run staff`: returns the exit code. Every grant or revocation is written to the audit log. */
export async function runStaffCommand(argv: string[], io: CommandIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { name: { type: 'string' }, 'password-stdin': { type: 'boolean' }, revoke: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    io.stderr(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length !== 1) {
    io.stderr(USAGE);
    return values.help ? 0 : 2;
  }
  let config;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.stderr(error.message);
      return 78;
    }
    throw error;
  }
  const password = values['password-stdin'] ? (await io.readStdin()).replace(/\r?\n$/, '') : undefined;
  const log = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const database = await provideDatabase(config, (line) => log.debug({ context: 'postgres' }, line), { attach: true });
  try {
    await migrateDatabase(database.url);
    const app = await NestFactory.createApplicationContext(CliModule.forRoot(config, database.url), { logger: new NestPinoLogger(log), abortOnError: false });
    try {
      const staff = app.get(StaffAccountsService);
      const email = positionals[0]!;
      if (values.revoke) {
        const result = await staff.revoke(email);
        if (!result) {
          io.stderr('No account has that email address.');
          return 1;
        }
        io.stdout(result.changed ? `Staff role removed from user ${result.userId}.` : `User ${result.userId} was not staff; nothing changed.`);
        return 0;
      }
      const result = await staff.grant({ email, fullName: values.name, password });
      await app.get(MailWorker).drain(); // deliver the password-reset email before exiting
      io.stdout(
        [
          result.created
            ? `Created staff account ${result.userId}.`
            : result.changed
              ? `User ${result.userId} is now staff.`
              : `User ${result.userId} was already staff.`,
          result.passwordResetSent ? 'A password-reset email was sent so they can choose a password.' : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
      return 0;
    } catch (error) {
      io.stderr(error instanceof Error ? error.message : String(error));
      return 1;
    } finally {
      await app.close();
    }
  } finally {
    await database.stop();
  }
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

if (require.main === module) {
  runStaffCommand(process.argv.slice(2), {
    env: process.env,
    stdout: (line) => process.stdout.write(`${line}\n`),
    stderr: (line) => process.stderr.write(`${line}\n`),
    readStdin: () => readAll(process.stdin),
  }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}
