import { spawn, type ChildProcess } from 'node:child_process';

const baselineSource = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world', items: [1, 2, 3] }));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(address);
`;

/** A minimal Fastify JSON server in its own process: the yardstick benchmarks divide by, measured in the same run. */
export async function startBaseline(): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', baselineSource], { stdio: ['ignore', 'pipe', 'inherit'] });
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`baseline exited with ${code}`)));
  });
  return { origin, child };
}
