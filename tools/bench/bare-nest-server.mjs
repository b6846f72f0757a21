// The control for the API's floor: a bare NestJS app (the project's own @nestjs/core and Express adapter, default
// options, so Express's JSON body parser is on) with one controller answering GET /api/health/live with the bytes our
// server answers and a POST /api/intake/contact that reads the JSON body and validates nothing.
// Decorators are applied by hand: this file is plain JavaScript run by Node.
import 'reflect-metadata';
import { Body, Controller, Get, HttpCode, Module, Post, Res } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

const [liveJson, port] = [process.argv[2], Number(process.argv[3])];
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
await app.listen(port, '127.0.0.1');
process.send?.('ready');
