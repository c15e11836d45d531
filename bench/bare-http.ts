import { spawn } from 'node:child_process';

// Reads the body from stdin, then answers every request with it and prints its port.
const script = `
const http = require('node:http');
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', () => {
  const body = Buffer.concat(chunks);
  const server = http.createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));
});`;

/**
 * A bare node:http server in its own process, answering every request with `body` from memory:
 * what one HTTP round trip costs on this machine with no framework, no sign-in and no database.
 */
export const startBareHttp = async (body: Buffer): Promise<{ baseUrl: string; stop: () => void }> => {
  const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`bare HTTP server exited with ${code}`)));
    child.stdin.end(body);
  });
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => child.kill() };
};
