// The control for the API's floor: a bare NestJS app (the project's own @nestjs/core and Express adapter, default
// options, so Express's JSON body parser is on) with one controller answering GET /api/health/live with the bytes our
// server answers and a POST /api/intake/contact that reads the JSON body and validates nothing.
// With a third argument (a JSON list of [name, value] headers) it also does what our server does for every request
// on purpose: those headers (the security headers), a request id sent back, and an AsyncLocalStorage scope around
// the rest of the request (what the audit log reads). The difference between the two controls is what those cost.
// Decorators are applied by hand: this file is plain JavaScript run by Node.
import 'reflect-metadata';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Module, Post, Res } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

const [liveJson, port, featureHeaders] = [process.argv[2], Number(process.argv[3]), process.argv[4]];
const live = JSON.parse(liveJson);

class HealthController {
  live(res) {
    res.type(live.type).send(Buffer.from(live.body, 'base64'));
  }
  contact(body) {
    return { id: body && typeof body === 'object' ? 'accepted' : 'none' };
  }
}
const method = (name) => Object.getOwnPropertyDescriptor(HealthController.prototype, name);
Get('health/live')(HealthController.prototype, 'live', method('live'));
Res()(HealthController.prototype, 'live', 0);
Post('intake/contact')(HealthController.prototype, 'contact', method('contact'));
HttpCode(201)(HealthController.prototype, 'contact', method('contact'));
Body()(HealthController.prototype, 'contact', 0);
Reflect.defineMetadata('design:paramtypes', [Object], HealthController.prototype, 'contact');
Controller('api')(HealthController);

class BareModule {}
Module({ controllers: [HealthController] })(BareModule);

const app = await NestFactory.create(BareModule, { logger: false });
if (featureHeaders) {
  const headers = JSON.parse(featureHeaders);
  const scope = new AsyncLocalStorage();
  app.use((req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    const id = randomUUID();
    res.setHeader('X-Request-Id', id);
    scope.run({ requestId: id, clientAddress: req.ip }, next);
  });
}
await app.listen(port, '127.0.0.1');
process.send?.('ready');
