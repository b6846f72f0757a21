import type { AddressInfo } from 'node:net';
import { Controller, Get, Header, HttpCode, Module, Post, StreamableFile, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter } from '@nestjs/platform-express';
import { JsonReplyAdapter } from './json-reply-adapter';

@Controller()
class AnswersController {
  @Get('object')
  object() {
    return { text: 'naïve café ✓', list: [1, 2, 3], nothing: null };
  }

  @Post('created')
  created() {
    return { id: 'abc' };
  }

  @Get('empty')
  @HttpCode(204)
  empty() {
    return undefined;
  }

  @Get('chosen-type')
  @Header('Content-Type', 'application/problem+json')
  chosenType() {
    return { title: 'chosen by the route' };
  }

  @Get('text')
  text() {
    return 'plain words';
  }

  @Get('file')
  file() {
    return new StreamableFile(Buffer.from('%PDF-1.7'), { type: 'application/pdf' });
  }

  @Get('array')
  array() {
    return [{ a: 1 }, { b: 2 }];
  }
}

@Module({ controllers: [AnswersController] })
class AnswersModule {}

const ROUTES: [method: string, path: string][] = [
  ['GET', '/object'],
  ['HEAD', '/object'],
  ['POST', '/created'],
  ['GET', '/empty'],
  ['GET', '/chosen-type'],
  ['GET', '/text'],
  ['GET', '/file'],
  ['GET', '/array'],
];

async function answers(app: INestApplication) {
  app.getHttpAdapter().getInstance().set('etag', false);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  try {
    const seen = [];
    for (const [method, path] of ROUTES) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { method });
      const headers = Object.fromEntries([...res.headers].filter(([name]) => name !== 'date'));
      seen.push({ method, path, status: res.status, headers, body: await res.text() });
    }
    return seen;
  } finally {
    await app.close();
  }
}

describe('JsonReplyAdapter', () => {
  it("answers every kind of handler result with the status, headers and bytes of Nest's own Express reply", async () => {
    const ours = await answers(await NestFactory.create(AnswersModule, new JsonReplyAdapter(), { logger: false }));
    const nests = await answers(await NestFactory.create(AnswersModule, new ExpressAdapter(), { logger: false }));
    expect(ours).toEqual(nests);
    const object = ours[0]!;
    expect(object).toMatchObject({ status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(object.headers['content-length']).toBe(String(Buffer.byteLength(object.body))); // bytes, not letters
    expect(JSON.parse(object.body)).toEqual({ text: 'naïve café ✓', list: [1, 2, 3], nothing: null });
    expect(ours.find((answer) => answer.path === '/created')).toMatchObject({ status: 201, body: '{"id":"abc"}' });
  });
});
