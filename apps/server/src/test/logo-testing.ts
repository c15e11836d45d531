import { apiPaths } from '@agentdesk/shared';
import { createCanvas } from '@napi-rs/canvas';
import { multipartFiles } from './multipart.ts';
import type { FastifyInstance } from 'fastify';

// Workspace logos for tests: real images (each type, any size), things dressed up as one, and the
// upload. The browser tests import it too: nothing here reaches the app's modules.

export type LogoKind = 'png' | 'jpeg' | 'webp';

/** A real image of `width` × `height` (a ring and a bar on white, nothing like an initial), encoded as `kind`. */
export const logoImage = (kind: LogoKind, { width = 64, height = 64, color = '#0f766e' } = {}): Buffer => {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const size = Math.min(width, height);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.strokeStyle = color;
  context.lineWidth = size * 0.16;
  context.beginPath();
  context.arc(width / 2, height / 2, size * 0.32, 0, Math.PI * 2);
  context.stroke();
  context.fillStyle = '#f59e0b';
  context.fillRect(width / 2 - size * 0.08, height * 0.1, size * 0.16, height * 0.8);
  if (kind === 'png') return canvas.toBuffer('image/png');
  if (kind === 'jpeg') return canvas.toBuffer('image/jpeg', 90);
  return canvas.toBuffer('image/webp', 90);
};

/** Not images, whatever their names and declared types say. */
export const disguisedFiles = {
  svg: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  html: '<!doctype html><html><body><script>alert(1)</script></body></html>',
  text: 'Just some text, not an image',
  pdf: '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF',
  // A PNG's signature and nothing readable after it.
  truncatedPng: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('junk')]),
};

/** PUT /api/workspaces/current/logo as `token`: the file as the part `logo` (or another field). */
export const uploadLogo = (
  t: { app: Pick<FastifyInstance, 'inject'> },
  token: string,
  content: string | Buffer,
  { filename = 'logo.png', type = 'image/png', field = 'logo' } = {},
) => {
  const form = multipartFiles([{ filename, content, type, field }]);
  return t.app.inject({
    method: 'PUT',
    url: `/api${apiPaths.workspaceLogo}`,
    headers: { authorization: `Bearer ${token}`, ...form.headers },
    payload: form.payload,
  });
};
