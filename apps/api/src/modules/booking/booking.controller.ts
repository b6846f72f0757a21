import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  bookingAppointmentSchema,
  bookingAvailabilityQuerySchema,
  bookingAvailabilitySchema,
  bookingIdSchema,
  bookingMoveSchema,
  bookingRequestSchema,
  type BookingAppointment,
  type BookingAvailability,
  type BookingAvailabilityQuery,
  type BookingMove,
  type BookingRequest,
} from '@huron/shared/contracts';
import type { Request } from 'express';
import { ApiErrors, ApiZodBody, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { Idempotent } from '../../platform/idempotency';
import { RateLimit } from '../../platform/rate-limit';
import { PublicAccess } from '../../platform/openapi/api-access';
import { ApiZodQuery } from '../../platform/openapi/api-zod-query';
import { AppointmentsService } from './appointments.service';
import { publicView } from './appointment-view';
import { AvailabilityService } from './availability/availability.service';
import { BookingLinkAccess, BookingToken } from './booking-token';
import { referralCodeOf } from '../../platform/http/referral-cookie';

@ApiTags('booking')
@Controller('booking')
export class BookingController {
  constructor(
    private readonly availability: AvailabilityService,
    private readonly appointments: AppointmentsService,
  ) {}

  @Get('availability')
  @PublicAccess()
  @ApiOperation({ summary: "Free appointment times per day, in the office's zone (at most 62 days a call)" })
  @ApiZodQuery(bookingAvailabilityQuerySchema)
  @ApiZodResponse(200, bookingAvailabilitySchema)
  @ApiErrors(400)
  getAvailability(@Query(new ZodValidationPipe(bookingAvailabilityQuerySchema)) query: BookingAvailabilityQuery): Promise<BookingAvailability> {
    return this.availability.availability(query);
  }

  @Post('appointments')
  @PublicAccess()
  @RateLimit('form:booking')
  @ApiOperation({ summary: 'Book a free time; the confirmation email carries the invitation and the private link' })
  @ApiZodBody(bookingRequestSchema)
  @ApiZodResponse(201, bookingAppointmentSchema, 'Booked')
  @ApiErrors(400, 409, 422)
  @Idempotent()
  book(@Body(new ZodValidationPipe(bookingRequestSchema)) body: BookingRequest, @Req() req: Request): Promise<BookingAppointment> {
    return this.appointments.book(body, referralCodeOf(req.headers.cookie), req.ip ?? req.socket.remoteAddress ?? 'unknown');
  }

  @Get('appointments/:id')
  @ApiOperation({ summary: 'The appointment behind a private link' })
  @ApiZodParam('id', bookingIdSchema)
  @BookingLinkAccess()
  @ApiZodResponse(200, bookingAppointmentSchema)
  @ApiErrors(400, 404)
  view(@Param('id', new ParseUUIDPipe()) id: string, @BookingToken() token: string): Promise<BookingAppointment> {
    return this.appointments.viewByLink(id, token);
  }

  @Patch('appointments/:id')
  @ApiOperation({ summary: 'Move the appointment to another free time (an updated invitation is emailed)' })
  @ApiZodParam('id', bookingIdSchema)
  @BookingLinkAccess()
  @ApiZodBody(bookingMoveSchema)
  @ApiZodResponse(200, bookingAppointmentSchema)
  @ApiErrors(400, 404, 409)
  async move(
    @Param('id', new ParseUUIDPipe()) id: string,
    @BookingToken() token: string,
    @Body(new ZodValidationPipe(bookingMoveSchema)) body: BookingMove,
  ): Promise<BookingAppointment> {
    return publicView(await this.appointments.move(id, new Date(body.startsAt), { kind: 'client', token }));
  }

  @Delete('appointments/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Cancel the appointment (a cancellation is emailed; the link stops working)' })
  @ApiZodParam('id', bookingIdSchema)
  @BookingLinkAccess()
  @ApiNoContentResponse({ description: 'Cancelled' })
  @ApiErrors(400, 404)
  cancel(@Param('id', new ParseUUIDPipe()) id: string, @BookingToken() token: string): Promise<void> {
    return this.appointments.cancel(id, { kind: 'client', token });
  }
}
