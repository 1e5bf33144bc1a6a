/**
 * `npm run moderate -- <command>`: the operator's moderation tools on the configured database (DATABASE_URL, or the
 * SQLite file in DATA_DIR), without an admin web page (decision 0045). Every change needs --reason and is
 * written to the audit log; running servers forget the pages that showed the item within MODERATION_POLL_MS.
 */
import { parseArgs } from 'node:util';
import { parseEnvironment } from '../server/config/env.server';
import { databaseOptionsFromConfig, openDatabase } from '../server/db/database.server';
import { migrateToLatest } from '../server/db/migrate.server';
import { CommandError, createModerationCommands } from '../server/moderation/moderation-commands.server';

const usage = `npm run moderate -- <command> [options]

  comments [--reported] [--limit N]         latest comments (reported ones only with --reported), with report counts
  results [--reported] [--limit N]          latest results: name, personal comment, hidden or not, report counts
  log [--limit N]                           the audit log, newest first
  hide-comment <id> --reason "..."          hide a comment everywhere
  restore-comment <id> --reason "..."       show it again
  delete-comment <id> --reason "..."        delete it for good
  hide-name <resultId> --reason "..."       show a result as anonymous (its name and personal comment hidden)
  restore-name <resultId> --reason "..."    show them again
  block-author --comment <id> | --result <resultId> --days N --reason "..."
                                            refuse what that address writes (403) for N days`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    reason: { type: 'string', default: '' },
    limit: { type: 'string', default: '20' },
    days: { type: 'string' },
    comment: { type: 'string' },
    result: { type: 'string' },
    reported: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

const [command, target] = positionals;
const config = parseEnvironment(process.env);
const database = openDatabase(databaseOptionsFromConfig(config));
const print = (value: unknown) => process.stdout.write(`${typeof value === 'string' ? value : JSON.stringify(value, null, 2)}\n`);

try {
  if (!command || values.help) {
    print(usage);
  } else {
    await migrateToLatest(database);
    const commands = createModerationCommands(database.db);
    const action = { reason: values.reason };
    const limit = Number(values.limit);
    const commentId = () => {
      const id = Number(target);
      if (!Number.isInteger(id) || id < 1) throw new CommandError(`${command} needs a comment id`);
      return id;
    };
    const resultId = () => {
      if (!target) throw new CommandError(`${command} needs a result id`);
      return target;
    };
    const run: Record<string, () => Promise<unknown>> = {
      comments: () => commands.listComments({ reported: values.reported, limit }),
      results: () => commands.listResults({ reported: values.reported, limit }),
      log: () => commands.listLog({ limit }),
      'hide-comment': () => commands.hideComment(commentId(), action),
      'restore-comment': () => commands.restoreComment(commentId(), action),
      'delete-comment': () => commands.deleteComment(commentId(), action),
      'hide-name': () => commands.hideName(resultId(), action),
      'restore-name': () => commands.restoreName(resultId(), action),
      'block-author': () =>
        commands.blockAuthor(values.comment ? { commentId: Number(values.comment) } : { resultId: values.result ?? '' }, Number(values.days), action),
    };
    const chosen = run[command];
    if (!chosen) throw new CommandError(`unknown command ${command}\n\n${usage}`);
    print(await chosen());
  }
} catch (error) {
  if (!(error instanceof CommandError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
