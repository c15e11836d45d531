import { knowledgeBaseLimits, knowledgeBaseMessages, knowledgeBasePaths } from '@agentdesk/shared';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Upload } from '../../test/multipart.ts';
import { addWorkspaceMember, bearer, useSignedInApp, workspaceOf } from '../../test/test-app.ts';
import { api, clientFor, created, settled, snippetWords, type Client } from '../../test/knowledge-base-testing.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

describe('knowledge base sources: pasted text and uploaded documents', () => {
  const t = useSignedInApp({ KB_POLL_MS: '200' });
  let client: Client;
  beforeAll(() => {
    client = clientFor(t, t.token);
  });

  it('answers a question: any of its words, ranked by how many and how close, the exact phrase first', async () => {
    const base = await created(client, 'Customer service');
    const passages = [
      ['Refunds', 'Refunds are paid within 5 working days of the returned goods arriving at our depot.'],
      ['Delivery', 'Delivery takes two days; the van driver calls when it is on the way, whatever the weather.'],
      [
        'Scattered',
        'A refund is rare. Customers wait for the courier and, after a long while, the parcel takes its turn.',
      ],
      ['Together', 'How long a refund can take depends on the bank.'],
      [
        'Phrase',
        'Staff are told: how long do refunds take is the question asked most, and the answer is in the refunds passage.',
      ],
    ] as const;
    for (const [title, text] of passages) await client.addText(base.knowledge_base_id, title, text);
    await settled(client, base.knowledge_base_id);
    const titles = async (question: string) =>
      (await client.search(base.knowledge_base_id, question))
        .json()
        .data.hits.map((found: { filename: string }) => found.filename);

    // "refunds" is the only one of these words the refunds passage holds: it is found all the same.
    expect(await titles('when are refunds paid')).toEqual(expect.arrayContaining(['Refunds']));
    const ranked = await titles('how long do refunds take');
    expect(ranked).toEqual(expect.arrayContaining(['Refunds', 'Delivery', 'Scattered', 'Together', 'Phrase']));
    // The exact phrase first; then three words close together above the same three far apart;
    // then those above passages holding one word.
    expect(ranked.slice(0, 3)).toEqual(['Phrase', 'Together', 'Scattered']);
    expect(ranked.indexOf('Refunds')).toBeGreaterThan(ranked.indexOf('Scattered'));
    const [first] = (await client.search(base.knowledge_base_id, 'how long do refunds take')).json().data.hits;
    expect(snippetWords(first.snippet)).toEqual(expect.arrayContaining(['long', 'refunds', 'take']));
  });

  it('reads a pasted text, then finds its passages by meaning of the words, marked', async () => {
    const base = await created(client, 'Hiring handbook');
    const added = await client.addText(
      base.knowledge_base_id,
      'Shift policy',
      'Night shifts pay a 15% premium.\n\nWarehouse supervisors approve every overtime request before the shift starts.',
    );
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe(knowledgeBaseMessages.sourcesAdded);
    expect(added.json().data.status).toBe('in_progress');
    expect(added.json().data.knowledge_base_sources[0]).toMatchObject({
      type: 'text',
      filename: 'Shift policy',
      status: 'pending',
      text_length: 0,
    });
    const done = await settled(client, base.knowledge_base_id);
    expect(done.status).toBe('complete');
    expect(done.knowledge_base_sources[0]).toMatchObject({ status: 'ready', error: null });
    expect(done.knowledge_base_sources[0]!.text_length).toBeGreaterThan(80);
    expect(done.last_refreshed_timestamp).toEqual(expect.any(Number));

    // Stemmed full-text search: "approving overtime" matches "approve ... overtime".
    const search = await client.search(base.knowledge_base_id, 'approving overtime');
    expect(search.statusCode).toBe(200);
    const [hit] = search.json().data.hits;
    expect(hit).toMatchObject({ filename: 'Shift policy', type: 'text' });
    expect(snippetWords(hit.snippet)).toEqual(expect.arrayContaining(['approve', 'overtime']));
    expect((await client.search(base.knowledge_base_id, 'submarine')).json()).toMatchObject({
      total: 0,
      data: { hits: [] },
    });
    // Stop words alone find nothing, and another knowledge base's passages are never found.
    expect((await client.search(base.knowledge_base_id, 'the and of')).json().data.hits).toEqual([]);
    const other = await created(client, 'Other base');
    await client.addText(other.knowledge_base_id, 'Elsewhere', 'Overtime is approved by the night manager.');
    await settled(client, other.knowledge_base_id);
    expect((await client.search(base.knowledge_base_id, 'manager')).json().data.hits).toEqual([]);
    expect(
      (await client.search(other.knowledge_base_id, 'approving overtime'))
        .json()
        .data.hits.map((found: { filename: string }) => found.filename),
    ).toEqual(['Elsewhere']);
    expect((await client.search(base.knowledge_base_id, '   ')).statusCode).toBe(400);
    expect((await client.search('knowledge_base_missing', 'shift')).statusCode).toBe(404);

    // The text comes back as a download.
    const file = await client.file(base.knowledge_base_id, done.knowledge_base_sources[0]!.source_id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('filename="Shift policy.txt"');
    expect(file.body).toContain('Night shifts pay a 15% premium.');

    for (const body of [
      { title: '', text: 'x' },
      { title: 'T', text: '  \n ' },
    ]) {
      const response = await client.addText(base.knowledge_base_id, body.title, body.text);
      expect(response.statusCode).toBe(400);
      expect(response.json().error_message).toBe(knowledgeBaseMessages.textRequired);
    }
  });

  it('reads uploaded PDF, Word, text, Markdown, CSV and HTML documents, and gives back the originals', async () => {
    const base = await created(client, 'Documents');
    const pdf = fixture('refund-policy.pdf');
    const response = await client.upload(base.knowledge_base_id, [
      { filename: 'refund-policy.pdf', content: pdf },
      { filename: 'interview-guide.docx', content: fixture('interview-guide.docx') },
      { filename: 'notes.txt', content: 'Branch hours are nine to five on weekdays.' },
      { filename: 'faq.md', content: '# FAQ\n\n**Collateral** is not needed under $5,000.' },
      { filename: 'rates.csv', content: 'product,rate\nstarter loan,7.9%\n' },
      {
        filename: 'about.html',
        content:
          '<html><head><script>alert(1)</script><style>p{}</style></head><body><h1>About us</h1><p>Founded in Leeds.</p></body></html>',
      },
    ]);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .data.knowledge_base_sources.map((source: { filename: string; type: string; status: string }) => [
          source.filename,
          source.type,
          source.status,
        ]),
    ).toEqual([
      ['refund-policy.pdf', 'document', 'pending'],
      ['interview-guide.docx', 'document', 'pending'],
      ['notes.txt', 'document', 'pending'],
      ['faq.md', 'document', 'pending'],
      ['rates.csv', 'document', 'pending'],
      ['about.html', 'document', 'pending'],
    ]);
    const done = await settled(client, base.knowledge_base_id);
    expect(done.status).toBe('complete');
    expect(done.knowledge_base_sources.every((source) => source.status === 'ready' && source.text_length > 0)).toBe(
      true,
    );
    for (const [query, filename] of [
      ['origination fee refunded', 'refund-policy.pdf'],
      ['forklift certification', 'interview-guide.docx'],
      ['branch hours', 'notes.txt'],
      ['collateral', 'faq.md'],
      ['starter loan', 'rates.csv'],
      ['founded Leeds', 'about.html'],
    ] as const) {
      const hits = (await client.search(base.knowledge_base_id, query)).json().data.hits;
      expect(hits[0]?.filename, query).toBe(filename);
    }
    // Scripts and styles of an HTML document are not text.
    expect((await client.search(base.knowledge_base_id, 'alert')).json().data.hits).toEqual([]);

    const original = await client.file(base.knowledge_base_id, done.knowledge_base_sources[0]!.source_id);
    expect(original.headers['content-type']).toBe('application/pdf');
    expect(original.headers['content-disposition']).toContain('attachment;');
    expect(original.rawPayload.equals(pdf)).toBe(true);
    const html = await client.file(base.knowledge_base_id, done.knowledge_base_sources[5]!.source_id);
    expect(html.headers['content-disposition']).toContain('attachment;');
    expect(html.headers['x-content-type-options']).toBe('nosniff');
    expect((await client.file(base.knowledge_base_id, 'source_missing')).statusCode).toBe(404);
  });

  it('refuses wrong types, renamed binaries, oversize and too many files, all or none', async () => {
    const base = await created(client, 'Refusals');
    const cases: [Upload[], number, string][] = [
      [[{ filename: 'setup.exe', content: 'MZ' }], 415, knowledgeBaseMessages.fileType],
      [
        [{ filename: 'scan.pdf', content: Buffer.from([0x89, 0x50, 0x4e, 0x47]) }],
        415,
        'scan.pdf is not a valid .pdf file',
      ],
      [[{ filename: 'letter.docx', content: '%PDF-1.4' }], 415, 'letter.docx is not a valid .docx file'],
      [
        [{ filename: 'latin1.txt', content: Buffer.from([0x63, 0x61, 0x66, 0xe9]) }],
        415,
        'latin1.txt is not a valid .txt file',
      ],
      [[{ filename: 'empty.txt', content: '' }], 400, 'empty.txt is empty'],
      [
        [
          { filename: 'notes.txt', content: 'fine' },
          { filename: 'virus.exe', content: 'MZ' },
        ],
        415,
        knowledgeBaseMessages.fileType,
      ],
      [
        [{ filename: 'big.txt', content: Buffer.alloc(knowledgeBaseLimits.fileBytes + 1, 0x61) }],
        413,
        knowledgeBaseMessages.fileTooLarge,
      ],
      [
        Array.from({ length: knowledgeBaseLimits.filesPerUpload + 1 }, (_, index) => ({
          filename: `n${index}.txt`,
          content: 'x',
        })),
        413,
        knowledgeBaseMessages.tooManyFiles,
      ],
      [[{ filename: 'notes.txt', content: 'x', field: 'document' }], 400, 'Send the documents as parts named files'],
    ];
    for (const [files, status, message] of cases) {
      const response = await client.upload(base.knowledge_base_id, files);
      expect(response.statusCode, message).toBe(status);
      expect(response.json().error_message).toBe(message);
    }
    // A colleague in the same workspace, who shares the knowledge base, sends no files.
    const colleague = await addWorkspaceMember(t, { workspaceId: await workspaceOf(t.app, t.token), role: 'member' });
    const none = await t.app.inject({
      method: 'POST',
      url: api(knowledgeBasePaths.files(base.knowledge_base_id)),
      headers: { ...bearer(colleague.token), 'content-type': 'application/json' },
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    // Nothing of the refused uploads was kept.
    expect((await client.get(base.knowledge_base_id)).json().data.knowledge_base_sources).toEqual([]);
  });
});
