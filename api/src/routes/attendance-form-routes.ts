import {
  API_PATHS,
  ATTENDANCE_FORM_ANSWERS,
  attendanceFormAnswer,
  attendanceFormIdParams,
  attendanceFormSaveBody,
  bookingIdParams,
  CONDITIONS_OF_ENTRY,
  hasEventStarted,
  type AttendanceForm,
  type AttendanceFormClosed,
  type FormChild,
} from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestPartyOf } from '../email/change-of-plan-emails';
import { apiError, BODY_ERRORS, errorAnswers } from '../http-errors';
import type { AttendanceFormRow } from '../repositories/attendance-forms-repository';
import type { BookingRow } from '../repositories/booking-row';
import { findBooking } from '../services/booking-lookup';

// A family's attendance form (decisions 061 and 062). A family that answered yes reads and corrects
// its form by its own link (the form's random id, sent only to it); the guest of honour's family by
// the booking's id, from the edit page. Nothing else reads a form on the public side: the
// invitation's id never does, and no other answer carries one.

export const attendanceFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, apiConfig } = app;
  const { repos } = deps;
  const { timeZone } = apiConfig.venue;

  /** Why the form can no longer be changed, or null while it can. */
  function closedOf(booking: BookingRow, form: AttendanceFormRow | undefined): AttendanceFormClosed | null {
    if (form?.erased_at) return 'erased';
    // Started first: a party never paid is canceled as its start passes ('event-passed').
    if (hasEventStarted(booking.date, booking.start_time, apiConfig.now(), timeZone)) return 'started';
    if (booking.status === 'canceled') return 'canceled';
    return null;
  }

  /**
   * The form as its family reads it. Never saved, its children are the ones its family named: the
   * RSVP's kids, or the birthday child for the guest of honour's family.
   */
  function answerOf(booking: BookingRow, family: 'guest' | 'host', form: AttendanceFormRow | undefined): AttendanceForm {
    const named: FormChild[] =
      family === 'host'
        ? [{ name: booking.child_first_name, age: booking.child_age, allergies: '', medicalNotes: '' }]
        : (form?.rsvp_kids ?? []).map((kid) => ({ name: kid.name, age: null, allergies: kid.allergies, medicalNotes: '' }));
    const saved = form?.agreed_at ? form : undefined;
    const closed = closedOf(booking, form);
    return {
      formId: form?.public_id ?? null,
      family,
      party: guestPartyOf(booking),
      form: {
        guardianName: saved?.guardian_name ?? '',
        guardianMobile: saved?.guardian_mobile ?? '',
        emergencyName: saved?.emergency_name ?? '',
        emergencyPhone: saved?.emergency_phone ?? '',
        children: form?.erased_at ? [] : (saved?.children ?? named),
        agreedName: saved?.agreed_name ?? '',
      },
      conditions: [...CONDITIONS_OF_ENTRY],
      agreedAt: form?.agreed_at ? new Date(form.agreed_at).toISOString() : null,
      open: closed === null,
      closed,
      version: form?.version ?? 0,
    };
  }

  /** The family's form by its link, and its party; 'attendance-form-not-found' for any other id. */
  async function findForm(formId: string): Promise<{ form: AttendanceFormRow; booking: BookingRow }> {
    const form = await repos.attendanceForms.findByPublicId(formId);
    if (!form) throw apiError('attendance-form-not-found', ATTENDANCE_FORM_ANSWERS.notFound);
    return { form, booking: await findBooking(deps, form.booking_public_id) };
  }

  function refuseIfClosed(booking: BookingRow, form: AttendanceFormRow | undefined): void {
    const closed = closedOf(booking, form);
    if (closed) throw apiError('attendance-form-closed', ATTENDANCE_FORM_ANSWERS.closed[closed]);
  }

  const tags = ['attendance forms'];
  /** What saving a form answers, whichever address names it: the form, or why it was not saved. */
  const saveAnswers = (notFound: 'attendance-form-not-found' | 'booking-not-found') => ({
    200: attendanceFormAnswer,
    ...errorAnswers(notFound, 'attendance-form-closed', 'changed-meanwhile', 'rate-limited', ...BODY_ERRORS),
  });
  const staleVersion = () => apiError('changed-meanwhile', ATTENDANCE_FORM_ANSWERS.changedMeanwhile);

  app.get(
    API_PATHS.attendanceForm,
    {
      schema: {
        tags,
        description: "A family's attendance form by its own link: the party, the form as last saved (or prefilled from the RSVP), the conditions of entry, and whether it can still be changed",
        params: attendanceFormIdParams,
        response: { 200: attendanceFormAnswer, ...errorAnswers('attendance-form-not-found') },
      },
    },
    async (request) => {
      const { form, booking } = await findForm(request.params.formId);
      return answerOf(booking, form.family === 'host' ? 'host' : 'guest', form);
    },
  );

  app.put(
    API_PATHS.attendanceForm,
    {
      onRequest: app.limiters.rsvp,
      schema: {
        tags,
        description:
          'Saves the whole form made from `version`, agreed to with the typed name now (the conditions kept word for word). ' +
          "Refused once the party has started or was canceled, or the form's details were erased; a stale version is 'changed-meanwhile'.",
        params: attendanceFormIdParams,
        body: attendanceFormSaveBody,
        response: saveAnswers('attendance-form-not-found'),
      },
    },
    async (request) => {
      const { version, ...body } = request.body;
      const { form, booking } = await findForm(request.params.formId);
      refuseIfClosed(booking, form);
      const saved = await repos.attendanceForms.save(form.id, version, body, CONDITIONS_OF_ENTRY, apiConfig.now());
      if (!saved) throw staleVersion();
      return answerOf(booking, form.family === 'host' ? 'host' : 'guest', saved);
    },
  );

  app.get(
    API_PATHS.bookingAttendanceForm,
    {
      schema: {
        tags,
        description:
          "The guest of honour's family's attendance form, by the booking's id (the edit page's key), made empty the first time it is asked for " +
          'so that its own link can be given; never saved, prefilled with the birthday child',
        params: bookingIdParams,
        response: { 200: attendanceFormAnswer, ...errorAnswers('booking-not-found') },
      },
    },
    async (request) => {
      const booking = await findBooking(deps, request.params.id);
      return answerOf(booking, 'host', await repos.attendanceForms.ensureHost(booking.id));
    },
  );

  app.put(
    API_PATHS.bookingAttendanceForm,
    {
      onRequest: app.limiters.rsvp,
      schema: {
        tags,
        description: "Saves the guest of honour's family's attendance form made from `version` (0 for its first save), as a family's form is saved",
        params: bookingIdParams,
        body: attendanceFormSaveBody,
        response: saveAnswers('booking-not-found'),
      },
    },
    async (request) => {
      const { version, ...body } = request.body;
      const booking = await findBooking(deps, request.params.id);
      const form = await repos.attendanceForms.findHost(booking.id);
      refuseIfClosed(booking, form);
      const { attendanceForms } = repos;
      const now = apiConfig.now();
      const saved = form
        ? await attendanceForms.save(form.id, version, body, CONDITIONS_OF_ENTRY, now)
        : version === 0
          ? await attendanceForms.createHost(booking.id, body, CONDITIONS_OF_ENTRY, now)
          : undefined;
      if (!saved) throw staleVersion();
      return answerOf(booking, 'host', saved);
    },
  );
};
