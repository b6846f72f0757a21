// Generated from apps/api/openapi.json by tools/scripts/write-openapi.mjs. Do not edit: run `npm run openapi`.
/* eslint-disable */
export interface paths {
    "/api/admin/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Job applications, newest or oldest first, filtered by status, job and days, searched by name or email (staff; audit-logged) */
        get: operations["CareerApplicationsAdmin_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every job application as CSV, filtered like the list, streamed (staff; audited) */
        get: operations["CareerApplicationsAdmin_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One job application with its résumé (open it with GET /api/admin/uploads/{id}/link) (staff; audit-logged) */
        get: operations["CareerApplicationsAdmin_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change status and/or internal note; 409 version_conflict when the version is stale (staff; audit-logged) */
        patch: operations["CareerApplicationsAdmin_patch"];
        trace?: never;
    };
    "/api/admin/applications/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Notes and replies on a job application, oldest first (staff; audited) */
        get: operations["ApplicationNotes_notes"];
        put?: never;
        /** Add a note to a job application (append-only; never shown to the client) (staff; audited) */
        post: operations["ApplicationNotes_addNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to the client of a job application: mailed from the firm with Reply-To the office, or posted in their portal thread when they have an engagement (staff; rate-limited per staff member; audited) */
        post: operations["ApplicationNotes_reply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Appointments in start order, by day, office and status (staff) */
        get: operations["BookingAdmin_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/appointments/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Appointments as CSV, filtered like the list, streamed (staff; audited) */
        get: operations["BookingAdmin_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/appointments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel an appointment (the client gets the cancellation) (staff) */
        delete: operations["BookingAdmin_cancel"];
        options?: never;
        head?: never;
        /** Change status, internal note or preparer (assigneeId), record the outcome once it has started, or move (the client gets the updated invitation) (staff; audited) */
        patch: operations["BookingAdmin_patch"];
        trace?: never;
    };
    "/api/admin/appointments/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Notes and replies on a appointment, oldest first (staff; audited) */
        get: operations["AppointmentNotes_notes"];
        put?: never;
        /** Add a note to a appointment (append-only; never shown to the client) (staff; audited) */
        post: operations["AppointmentNotes_addNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/appointments/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to the client of a appointment: mailed from the firm with Reply-To the office, or posted in their portal thread when they have an engagement (staff; rate-limited per staff member; audited) */
        post: operations["AppointmentNotes_reply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log, newest or oldest first, filtered by person, record and days (staff; reading it is audited too) */
        get: operations["Admin_audit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log as CSV, filtered like the list, streamed (staff; audited) */
        get: operations["Admin_exportAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assign, or change the status of, 1 to 100 records of one kind at once: all or nothing in one transaction, one audit entry per record; any bad id or status is a 400 naming the field and changes nothing (staff) */
        post: operations["WorkAdmin_bulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Appointments from one day to another (at most 31, America/Detroit) by office and preparer, for the day and week views (staff; audited) */
        get: operations["BookingAdmin_calendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/calendar-feeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your live calendar feeds (their addresses are shown only when created) (staff) */
        get: operations["CalendarFeedsAdmin_list"];
        put?: never;
        /** A private feed address of the chosen offices' appointments, for Google Calendar or Outlook (staff; audited) */
        post: operations["CalendarFeedsAdmin_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/calendar-feeds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke one of your feeds: its address answers 404 from now on (staff; audited) */
        delete: operations["CalendarFeedsAdmin_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/closures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Current and future closures (staff) */
        get: operations["BookingAdmin_closures"];
        put?: never;
        /** Close an office (or remote appointments) for a period: no times are offered in it (staff) */
        post: operations["BookingAdmin_addClosure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/closures/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a closure (staff) */
        delete: operations["BookingAdmin_removeClosure"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contact messages, newest or oldest first, filtered and searched by name or email (staff; audit-logged) */
        get: operations["ContactMessagesAdmin_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every contact message as CSV, filtered like the list, streamed (staff; audited) */
        get: operations["ContactMessagesAdmin_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One contact message (staff; audit-logged) */
        get: operations["ContactMessagesAdmin_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change status and/or internal note; 409 version_conflict when the version is stale (staff; audit-logged) */
        patch: operations["ContactMessagesAdmin_patch"];
        trace?: never;
    };
    "/api/admin/contact-messages/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Notes and replies on a contact message, oldest first (staff; audited) */
        get: operations["ContactMessageNotes_notes"];
        put?: never;
        /** Add a note to a contact message (append-only; never shown to the client) (staff; audited) */
        post: operations["ContactMessageNotes_addNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to the client of a contact message: mailed from the firm with Reply-To the office, or posted in their portal thread when they have an engagement (staff; rate-limited per staff member; audited) */
        post: operations["ContactMessageNotes_reply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/course-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every Tax School session with its seats taken and paid registrations, the latest first (staff) */
        get: operations["CourseSessionsAdmin_list"];
        put?: never;
        /** Add a session (closed unless status is open; opening one emails the waitlist) (staff; audited) */
        post: operations["CourseSessionsAdmin_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/course-sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change, open or close a session, given the version you saw (409 when it changed since; closing with paid registrations is refused until each is refunded or moved) (staff; audited) */
        patch: operations["CourseSessionsAdmin_update"];
        trace?: never;
    };
    "/api/admin/engagements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Engagements, newest or oldest first, filtered by status, kind, tax year, assignee, office and email (staff; audited) */
        get: operations["EngagementsAdmin_list"];
        put?: never;
        /** Open an engagement (one per client email, tax year and kind); invites a client who has not proven the address yet (staff; audited) */
        post: operations["EngagementsAdmin_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/engagements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One engagement with its history, internal notes, document requests and files (staff; audited) */
        get: operations["EngagementsAdmin_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Move the status, set e-file results, internal status, assignee or office; carries the version you saw (409 when stale) (staff; audited) */
        patch: operations["EngagementsAdmin_patch"];
        trace?: never;
    };
    "/api/admin/engagements/{id}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An engagement's invoices, open ones first (staff; audit-logged) */
        get: operations["InvoicesAdmin_list"];
        put?: never;
        /** Issue an invoice: line items in positive integer cents (at least one); the client is mailed a link (staff; audited) */
        post: operations["InvoicesAdmin_issue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/engagements/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An engagement's thread, oldest first; marks the client's messages read by the firm (staff; audit-logged) */
        get: operations["PortalMessagesAdmin_thread"];
        put?: never;
        /** Reply to the client (plain text; attachments from POST /api/uploads); the client is mailed a link, never the text (staff; audited) */
        post: operations["PortalMessagesAdmin_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/engagements/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an internal note (append-only; never shown to the client) (staff; audited) */
        post: operations["EngagementsAdmin_addNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/engagements/{id}/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the client for a document or a question; reminders follow after 3, 7 and 14 days while it waits (staff; audited) */
        post: operations["EngagementsAdmin_createRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/engagements/{id}/signature-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An engagement's signature requests, newest first (at most 100): kind, status, signers and their state, times, void reason and documents (staff; audited) */
        get: operations["SignaturesAdmin_list"];
        put?: never;
        /** Ask for signatures: an engagement letter (rendered from the template) or a prepared Form 8879 / MI-8453 (an upload); the spouse is invited (staff; audited) */
        post: operations["SignaturesAdmin_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/group-registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Group registrations, newest or oldest first, filtered and searched by name or email (staff; audit-logged) */
        get: operations["GroupRegistrationsAdmin_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/group-registrations/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every group registration as CSV, filtered like the list, streamed (staff; audited) */
        get: operations["GroupRegistrationsAdmin_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/group-registrations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One group registration (staff; audit-logged) */
        get: operations["GroupRegistrationsAdmin_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change status and/or internal note; 409 version_conflict when the version is stale (staff; audit-logged) */
        patch: operations["GroupRegistrationsAdmin_patch"];
        trace?: never;
    };
    "/api/admin/group-registrations/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Notes and replies on a group registration, oldest first (staff; audited) */
        get: operations["GroupRegistrationNotes_notes"];
        put?: never;
        /** Add a note to a group registration (append-only; never shown to the client) (staff; audited) */
        post: operations["GroupRegistrationNotes_addNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/group-registrations/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to the client of a group registration: mailed from the firm with Reply-To the office, or posted in their portal thread when they have an engagement (staff; rate-limited per staff member; audited) */
        post: operations["GroupRegistrationNotes_reply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/job-postings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every job posting, open first, newest first (staff) */
        get: operations["JobPostingsAdmin_list"];
        put?: never;
        /** Publish a job posting (open unless `status` is closed) with its closing date (staff; audited) */
        post: operations["JobPostingsAdmin_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/job-postings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit, open or close a job posting at the version you saw (409 when someone changed it since) (staff; audited) */
        patch: operations["JobPostingsAdmin_patch"];
        trace?: never;
    };
    "/api/admin/me/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your choice per kind of event: only the office mailbox, a copy of each email, or one daily digest (staff) */
        get: operations["NotificationsAdmin_get"];
        /** Change your choice for some kinds; the others keep theirs (staff; audited) */
        put: operations["NotificationsAdmin_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Engagements with client messages no one at the firm has read, longest waiting first; filter by assignee ('me', 'none' or a user id) (staff; audited) */
        get: operations["PortalMessagesAdmin_unread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/my-work": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What is assigned to the caller: per kind, counts by status and the first open records (staff; audited) */
        get: operations["WorkAdmin_myWork"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/offices/{office}/hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An office's weekly hours and its holidays for the next year (US federal holidays unless the office set otherwise) (staff) */
        get: operations["OfficesAdmin_hours"];
        /** Set an office's weekly hours (and holiday settings) at the version you saw (409 when someone changed them since); booking and the site follow (staff; audited) */
        put: operations["OfficesAdmin_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What came in today and this week per kind and office, appointments and payments today, referrals waiting (staff) */
        get: operations["Admin_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payments, newest or oldest first: filter by status, dates (America/Detroit) and name/email/description (staff) */
        get: operations["PaymentsAdmin_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payments as CSV, filtered like the list (status, from, to, q), streamed (staff; audited) */
        get: operations["PaymentsAdmin_exportPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payment with its Stripe ids and refunds (staff; the read is audited) */
        get: operations["PaymentsAdmin_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Notes and replies on a payment, oldest first (staff; audited) */
        get: operations["PaymentNotes_notes"];
        put?: never;
        /** Add a note to a payment (append-only; never shown to the client) (staff; audited) */
        post: operations["PaymentNotes_addNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund a paid payment in full (no amount) or in part, with a reason, through Stripe; the client gets a refund mail (staff; audited with the reason) */
        post: operations["PaymentsAdmin_refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to the client of a payment: mailed from the firm with Reply-To the office, or posted in their portal thread when they have an engagement (staff; rate-limited per staff member; audited) */
        post: operations["PaymentNotes_reply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts, newest or oldest first, found by part of their email; staff only or not (staff; audited) */
        get: operations["PeopleAdmin_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/people/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One account: roles, authenticator app, sessions (staff; audited) */
        get: operations["PeopleAdmin_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/people/{id}/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the account and revoke its refresh tokens (staff; audited) */
        post: operations["PeopleAdmin_signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/people/{id}/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Give the account the staff role (idempotent; staff; audited) */
        put: operations["PeopleAdmin_grant"];
        post?: never;
        /** Remove the staff role and end that account's sessions; 409 own_staff_role for yourself, 409 last_staff_member for the last one (staff; audited) */
        delete: operations["PeopleAdmin_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/people/{id}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything one person did (intakes, appointments, payments, referrals, messages, applications, group registrations, engagements), newest first, keyset pages. `id` is a user id or `<kind>.<record id>` (staff; audited) */
        get: operations["PersonTimeline_timeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sidebar's counts of every work queue in one answer (staff) */
        get: operations["Admin_queues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/referrals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Referrals, newest or oldest first, by status and search (staff) */
        get: operations["ReferralsAdmin_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/referrals/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Referrals as CSV, filtered like the list, streamed (staff; audited) */
        get: operations["ReferralsAdmin_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/referrals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One referral (staff) */
        get: operations["ReferralsAdmin_view"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Move the status one step forward, or decline with a reason; carries the version you saw (staff) */
        patch: operations["ReferralsAdmin_patch"];
        trace?: never;
    };
    "/api/admin/referrals/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Notes and replies on a referral, oldest first (staff; audited) */
        get: operations["ReferralNotes_notes"];
        put?: never;
        /** Add a note to a referral (append-only; never shown to the client) (staff; audited) */
        post: operations["ReferralNotes_addNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/referrals/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to the client of a referral: mailed from the firm with Reply-To the office, or posted in their portal thread when they have an engagement (staff; rate-limited per staff member; audited) */
        post: operations["ReferralNotes_reply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Accept or return (with a reason) what the client gave, or close the request; carries the version you saw (staff; audited) */
        patch: operations["EngagementsAdmin_patchRequest"];
        trace?: never;
    };
    "/api/admin/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Records of every kind whose name, email, phone or reference starts with q, a few per kind (staff; audited without the text) */
        get: operations["Admin_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/signature-requests/{id}/in-office-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record the photo-ID check and start a one-use, 30-minute signing session for an office device (staff; audited) */
        post: operations["SignaturesAdmin_inOffice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/signature-requests/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check the request's audit hash chain and the stored documents' hashes (staff; audited) */
        get: operations["SignaturesAdmin_verify"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/signature-requests/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Void a request with a reason (kept, marked void); for a signed 8879 whose figures changed beyond the IRS tolerances, then request again (staff; audited) */
        post: operations["SignaturesAdmin_void"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tax-intakes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tax intakes, newest or oldest first, filtered and searched (staff; audit-logged) */
        get: operations["TaxIntakeAdmin_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tax-intakes/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every tax intake as CSV, filtered like the list, streamed (staff; audited) */
        get: operations["TaxIntakeAdmin_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tax-intakes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One tax intake with its documents (staff; audit-logged) */
        get: operations["TaxIntakeAdmin_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change status and/or internal note; 409 version_conflict when the version is stale (staff; audit-logged) */
        patch: operations["TaxIntakeAdmin_patch"];
        trace?: never;
    };
    "/api/admin/tax-intakes/{id}/engagement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open an engagement from a tax intake in one action: its email, office and documents (409 when it has one) (staff; audited) */
        post: operations["EngagementsAdmin_fromTaxIntake"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tax-intakes/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Notes and replies on a tax intake, oldest first (staff; audited) */
        get: operations["TaxIntakeNotes_notes"];
        put?: never;
        /** Add a note to a tax intake (append-only; never shown to the client) (staff; audited) */
        post: operations["TaxIntakeNotes_addNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tax-intakes/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to the client of a tax intake: mailed from the firm with Reply-To the office, or posted in their portal thread when they have an engagement (staff; rate-limited per staff member; audited) */
        post: operations["TaxIntakeNotes_reply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tax-school/registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tax-school registrations with their course and paid state, newest or oldest first (staff) */
        get: operations["PaymentsAdmin_registrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tax-school/registrations/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tax-school registrations as CSV, filtered like the list (course, paid), streamed (staff; audited) */
        get: operations["PaymentsAdmin_exportRegistrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/uploads/{id}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A five-minute signed download link for a client document (staff; audit-logged) */
        get: operations["UploadsAdmin_link"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Book a free time; the confirmation email carries the invitation and the private link */
        post: operations["Booking_book"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/appointments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The appointment behind a private link */
        get: operations["Booking_view"];
        put?: never;
        post?: never;
        /** Cancel the appointment (a cancellation is emailed; the link stops working) */
        delete: operations["Booking_cancel"];
        options?: never;
        head?: never;
        /** Move the appointment to another free time (an updated invitation is emailed) */
        patch: operations["Booking_move"];
        trace?: never;
    };
    "/api/booking/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Free appointment times per day, in the office's zone (at most 62 days a call) */
        get: operations["Booking_getAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/{token}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A staff member's private appointment calendar (iCalendar, America/Detroit times); unknown or revoked: 404 */
        get: operations["CalendarFeeds_document"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/careers/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply for an open job posting (410 when it has closed) with a résumé uploaded first (POST /api/uploads); the applicant and the hiring team are mailed */
        post: operations["Careers_apply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/careers/postings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The open job postings, newest first, each with its closing date (`validThrough`) */
        get: operations["Careers_postings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every article, without its body */
        get: operations["Content_listArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/articles/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One article with its HTML body */
        get: operations["Content_article"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tax school courses with their sessions (fee in cents) */
        get: operations["Content_listCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/courses/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One course */
        get: operations["Content_course"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open positions */
        get: operations["Content_listJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/jobs/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One open position */
        get: operations["Content_job"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/knowledge-base": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The eight knowledge-base cards */
        get: operations["Content_knowledgeBase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/legal/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Terms of service or privacy policy, as HTML */
        get: operations["Content_legal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/offices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The offices, with address, phone, email and hours */
        get: operations["Content_listOffices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/offices/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One office */
        get: operations["Content_office"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The service pages (individual, business, advisory) */
        get: operations["Content_listServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/services/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One service page */
        get: operations["Content_service"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: 200 when the database answers, 503 while it does not */
        get: operations["Health_readiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process is up and serving requests */
        get: operations["Health_liveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/intake/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message from the contact page; the visitor and the office are mailed */
        post: operations["Contact_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/intake/group-registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a group for the group discount; the organiser and the office are mailed */
        post: operations["GroupRegistration_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/intake/tax-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit your tax information: stores the answers, claims the uploaded documents, mails a confirmation and the office */
        post: operations["TaxIntake_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a card payment: records it as pending and answers the checkout page to send the person to */
        post: operations["Payments_checkout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/test-checkout/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test mode only (no Stripe keys): pay a pending payment through a signed test event, from the browser that started its checkout */
        post: operations["Payments_pay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Status, amount (cents) and description of a payment, for its return pages */
        get: operations["Payments_view"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/engagements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your returns (engagements), newest first, with the client-facing status and e-file results */
        get: operations["Engagements_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/engagements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your returns with its dated status history (404 when it is not yours) */
        get: operations["Engagements_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/engagements/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The messages of one of your engagements, oldest first, with attachment links (reading does not mark them read) */
        get: operations["PortalMessages_thread"];
        put?: never;
        /** Write to the firm about this engagement (plain text, 1 to 10,000 characters; attachments from POST /api/uploads) */
        post: operations["PortalMessages_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/engagements/{id}/messages/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the firm's messages in this thread read (repeating it marks nothing more) */
        post: operations["PortalMessages_read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/engagements/{id}/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A return's document requests and questions: waiting for you first (404 when it is not yours) */
        get: operations["Engagements_requests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your invoices: open ones first (due soonest), then paid ones (newest first) */
        get: operations["Invoices_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/invoices/{id}/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay an open invoice: the Stripe Checkout page to send the browser to (the same one again while a checkout is pending); 409 when already paid */
        post: operations["Invoices_checkout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Waiting for you: open document requests and questions, invoices due and unread messages, each with the ids to act on it */
        get: operations["Portal_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/requests/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a question (409 request_not_open when it was already answered or closed) */
        post: operations["Engagements_answer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/requests/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give files for a document request: upload each with POST /api/uploads first, then send their ids (409 request_not_open when it no longer waits) */
        post: operations["Engagements_files"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/signature-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Documents for you to sign (engagement letters, Form 8879) and those you signed, newest first */
        get: operations["Signatures_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/signature-requests/{id}/consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept the consent to electronic records and signatures (ESIGN Act 101(c)); its version is stored */
        post: operations["Signatures_consent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/signature-requests/{id}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The document to sign (the signed copy once complete), for preview (404 when you are not a signer) */
        get: operations["Signatures_document"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/signature-requests/{id}/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign as one of your signers (typed name, optional drawn signature); when everyone has signed, the firm seals the PDF (PAdES) */
        post: operations["Signatures_sign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/signature-requests/{id}/signed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed PDF (404 until everyone has signed, or when you are not a signer) */
        get: operations["Signatures_signed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profiles/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in person's profile, roles (e.g. staff) and assurance level */
        get: operations["Profiles_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A profile by user id (staff) */
        get: operations["Profiles_byId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referrals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your referrals, newest first */
        get: operations["Referrals_list"];
        put?: never;
        /** Refer a friend (signed in: yours at once; signed out: confirm it from the email we send you) */
        post: operations["Referrals_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referrals/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach a signed-out referral with the confirmation email's token (the account must have the referrer's address) */
        post: operations["Referrals_claim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referrals/codes/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A share link's welcome: the referrer's first name and the friend's discount, for the page /r/{code} lands on */
        get: operations["Referrals_welcome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referrals/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your share link (/r/{code}), created on first use */
        get: operations["Referrals_link"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referrals/refusals/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page behind the refusal link: one button that refuses further referral invitations */
        get: operations["ReferralRefusals_confirmPage"];
        put?: never;
        /** Refuse further referral invitations (also the one-click List-Unsubscribe-Post target) */
        post: operations["ReferralRefusals_refuse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referrals/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your four figures: total, pending (+contacted), completed (+paid), earnings of paid referrals in cents */
        get: operations["Referrals_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tax-school/registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register for an open session: records the registration and starts its $149.00 checkout */
        post: operations["TaxSchool_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tax-school/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The course fee and its current, upcoming and recent sessions, each open, full or closed, with the seats left */
        get: operations["TaxSchool_sessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tax-school/waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** "Tell me when registration opens": one email when a session opens, with an unsubscribe link (consent required) */
        post: operations["TaxSchool_joinWaitlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tax-school/waitlist/unsubscribe/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page behind the unsubscribe link: one button (mail scanners follow links; they must not unsubscribe the reader) */
        get: operations["TaxSchool_unsubscribePage"];
        put?: never;
        /** Unsubscribe from the waitlist at once (also the one-click List-Unsubscribe-Post target) */
        post: operations["TaxSchool_unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store one client document (PDF, JPEG, PNG, HEIC, DOC or DOCX, at most 15 MB), encrypted; claim it with a submission within a day */
        post: operations["Uploads_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The decrypted document behind a signed link from GET /api/admin/uploads/{id}/link (valid five minutes) */
        get: operations["Uploads_content"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A session as staff see it */
        AdminCourseSession: {
            code: string;
            /** Format: date-time */
            createdAt: string;
            endTime: string | null;
            /** Format: date */
            firstDay: string;
            /** @enum {string} */
            format: "online" | "live";
            /** Format: uuid */
            id: string;
            joinDetails: string | null;
            /** Format: date */
            lastDay: string;
            /** @description registrations paid and not refunded */
            paidRegistrations: number;
            priceCents: number;
            /** Format: date */
            registrationDeadline: string;
            seats: number;
            /** @description registrations paid or awaiting payment */
            seatsTaken: number;
            startTime: string | null;
            /** @enum {string} */
            status: "open" | "closed";
            title: string;
            /** Format: date-time */
            updatedAt: string;
            version: number;
            weekdays: number[];
        };
        /** @description Every session, the latest first day first */
        AdminCourseSessionList: {
            items: components["schemas"]["AdminCourseSession"][];
        };
        /** @description A document request item with what the client gave */
        AdminDocumentRequest: {
            answer: string | null;
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            /** Format: uuid */
            engagementId: string;
            /** @description Open one with GET /api/admin/uploads/{id}/link */
            files: components["schemas"]["DocumentRequestFile"][];
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            nextReminderAt: string | null;
            remindersSent: number;
            returnReason: string | null;
            status: components["schemas"]["DocumentRequestStatus"];
            title: string;
            type: components["schemas"]["DocumentRequestType"];
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        /** @description A job posting with its version (send it back when changing the posting) */
        AdminJobPosting: {
            benefits: string[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date */
            datePosted: string;
            duties: string[];
            employmentTypes: ("FULL_TIME" | "PART_TIME" | "TEMPORARY" | "SEASONAL" | "INTERN" | "CONTRACTOR")[];
            id: string;
            location: string;
            /** @description As people read it, e.g. "$17-19 per hour" */
            pay: string;
            payMaxCents: number;
            payMinCents: number;
            /** @enum {string} */
            payUnit: "HOUR" | "WEEK" | "MONTH" | "YEAR";
            preferred: string[];
            requirements: string[];
            status: components["schemas"]["JobPostingStatus"];
            summary: string;
            title: string;
            /** @description As people read it, e.g. "Part-time or Full-time" */
            type: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date */
            validThrough: string;
            version: number;
        };
        /** @description Every job posting, open first, newest first */
        AdminJobPostingList: components["schemas"]["AdminJobPosting"][];
        /** @description What came in today and this week (Monday first, the firm's time zone), per kind and office */
        AdminOverview: {
            appointmentsToday: number;
            /** Format: date-time */
            generatedAt: string;
            leads: components["schemas"]["OverviewKind"][];
            paymentsToday: {
                amountCents: number;
                count: number;
            };
            referralsAwaitingDecision: number;
            /** @enum {string} */
            timeZone: "America/Detroit";
        };
        /** @description A payment as staff see it */
        AdminPayment: {
            /** @description cents */
            amount: number;
            course: string | null;
            /** Format: date-time */
            createdAt: string;
            currency: string;
            description: string;
            email: string;
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: date-time */
            paidAt: string | null;
            phone: string;
            /** @description What the client quotes, e.g. HP-7K3Q-9M2D */
            reference: string;
            /** @description cents refunded so far */
            refunded: number;
            status: components["schemas"]["PaymentStatus"];
        };
        /** @description A payment with its Stripe ids and refunds */
        AdminPaymentDetail: {
            /** @description cents */
            amount: number;
            course: string | null;
            /** Format: date-time */
            createdAt: string;
            currency: string;
            description: string;
            email: string;
            /** Format: uuid */
            id: string;
            locale: components["schemas"]["LeadLocale"];
            name: string;
            /** Format: date-time */
            paidAt: string | null;
            phone: string;
            /** @description What the client quotes, e.g. HP-7K3Q-9M2D */
            reference: string;
            /** @description cents refunded so far */
            refunded: number;
            refunds: components["schemas"]["AdminPaymentRefund"][];
            status: components["schemas"]["PaymentStatus"];
            stripePaymentIntentId: string | null;
            stripeSessionId: string | null;
        };
        /** @description One page of payments, in the order asked for */
        AdminPaymentPage: {
            items: components["schemas"]["AdminPayment"][];
            nextCursor: string | null;
        };
        AdminPaymentRefund: {
            amount: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            createdBy: string | null;
            /** @description The staff member (name, else email) who refunded */
            createdByName: string | null;
            /** Format: uuid */
            id: string;
            /** @description Why staff refunded (null for refunds made before reasons were asked) */
            reason: string | null;
            stripeRefundId: string;
        };
        /** @description The back office sidebar's counts, all in one answer */
        AdminQueues: {
            /** @description Per work queue of the sidebar (its key, e.g. tax-intakes: still new), how many records wait in it */
            counts: {
                [key: string]: number;
            };
        };
        AdminRecordPatch: {
            /**
             * Format: uuid
             * @description A staff member's user id, or null to unassign
             */
            assigneeId?: string | null;
            /**
             * @deprecated
             * @description Deprecated: the former single internal note, which no screen shows any more; add an append-only note with POST /api/admin/{kind}/{id}/notes
             */
            note?: string;
            status?: components["schemas"]["AdminRecordStatus"];
            version: number;
        };
        /**
         * @description Where staff are with a lead record
         * @enum {string}
         */
        AdminRecordStatus: "new" | "in_progress" | "done" | "spam";
        AdminReferral: {
            /** Format: date-time */
            createdAt: string;
            declineReason: string | null;
            friendEmail: string;
            friendName: string;
            friendPhone: string | null;
            /** Format: uuid */
            id: string;
            locale: components["schemas"]["LeadLocale"];
            referrerEmail: string;
            /**
             * Format: uuid
             * @description Null until a signed-out referrer proves the mailbox
             */
            referrerId: string | null;
            referrerName: string;
            rewardCents: number | null;
            /** @enum {string} */
            source: "form" | "tax-intake" | "booking" | "group-registration" | "contact";
            status: components["schemas"]["ReferralStatus"];
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        AdminReferralPage: {
            items: components["schemas"]["AdminReferral"][];
            nextCursor: string | null;
        };
        AdminReferralPatch: {
            /** @description Required with declined */
            declineReason?: string;
            /** @description Required at completed (between the configured bounds); may be corrected until paid */
            rewardCents?: number;
            /** @enum {string} */
            status: "contacted" | "completed" | "paid" | "declined";
            /** @description The version you saw; a stale one gets 409 */
            version: number;
        };
        /** @description A full (no amount) or partial refund, with its reason */
        AdminRefundCreate: {
            /** @description cents, at most what is left; omit for everything not yet refunded */
            amount?: number;
            /** @description Why: kept with the refund and in the audit log */
            reason: string;
        };
        AdminSearchHit: {
            id: string;
            /** @enum {string} */
            kind: "contact-messages" | "tax-intakes" | "appointments" | "applications" | "group-registrations" | "payments" | "tax-school-registrations" | "referrals" | "engagements" | "people";
            /** @description A name, or the email when there is no name */
            label: string;
            /** @description The record in the back office, e.g. /admin/tax-intakes/<id> */
            path: string;
            /** @description The reference, email or when, to tell hits apart */
            secondary: string;
        };
        /** @description Records of every kind whose name, email, phone or reference starts with the text */
        AdminSearchResult: {
            /** @description At most a few per kind, kinds in a fixed order */
            items: components["schemas"]["AdminSearchHit"][];
        };
        /** @description A signature request as staff see it: its signers, times, void reason and documents */
        AdminSignatureRequest: {
            /** Format: date-time */
            completedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: uuid
             * @description The document as sent to sign; open it with GET /api/admin/uploads/{id}/link
             */
            documentUploadId: string;
            /** Format: uuid */
            engagementId: string;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "engagement-letter" | "form-8879" | "form-mi-8453";
            /**
             * Format: date
             * @description Signed forms cannot be deleted before this date
             */
            retainUntil: string | null;
            /**
             * Format: uuid
             * @description The sealed, signed PDF once every signer has signed (null before); open it with GET /api/admin/uploads/{id}/link
             */
            signedUploadId: string | null;
            signers: components["schemas"]["SignatureSigner"][];
            /** @enum {string} */
            status: "pending" | "completed" | "void";
            taxYear: number;
            voidReason: string | null;
            /** Format: date-time */
            voidedAt: string | null;
        };
        /** @description An engagement's signature requests, newest first (at most 100) */
        AdminSignatureRequestList: {
            items: components["schemas"]["AdminSignatureRequest"][];
            /** @description More than 100 requests: only the newest are listed */
            truncated: boolean;
        };
        AdminTaxSchoolRegistration: {
            course: string;
            /** Format: date-time */
            createdAt: string;
            email: string;
            /** Format: uuid */
            id: string;
            name: string;
            paid: boolean;
            /** Format: date-time */
            paidAt: string | null;
            /** Format: uuid */
            paymentId: string;
            paymentStatus: string;
            phone: string;
        };
        /** @description One page of tax-school registrations, in the order asked for */
        AdminTaxSchoolRegistrationPage: {
            items: components["schemas"]["AdminTaxSchoolRegistration"][];
            nextCursor: string | null;
        };
        /** @description The error body of every /api endpoint */
        ApiError: {
            code: components["schemas"]["ApiErrorCode"];
            errors?: components["schemas"]["ApiFieldError"][];
            /** @description For developers and logs; the web shows its own words for the code */
            message: string;
            requestId?: string;
            /** @example 400 */
            status: number;
        };
        /**
         * @description What went wrong, for programs; people read the words the web shows for it
         * @enum {string}
         */
        ApiErrorCode: "bad_request" | "malformed_json" | "method_not_allowed" | "payload_too_large" | "request_header_fields_too_large" | "request_timeout" | "unsupported_media_type" | "validation_failed" | "invalid_idempotency_key" | "idempotency_key_in_use" | "idempotency_key_reused" | "rate_limited" | "too_many_requests" | "unauthorized" | "forbidden" | "insufficient_aal" | "not_found" | "version_conflict" | "conflict" | "unprocessable_entity" | "internal_error" | "service_unavailable" | "slot_taken" | "appointment_cancelled" | "booking_limit_reached" | "self_referral" | "already_referred" | "illegal_status_change" | "invalid_change" | "claim_not_valid" | "referral_limit_reached" | "share_code_unknown" | "card_declined" | "payment_not_pending" | "payment_not_refundable" | "payment_provider_busy" | "payment_provider_error" | "payment_provider_refused" | "payment_provider_unreachable" | "invalid_signature" | "checkout_token_invalid" | "session_full" | "session_has_paid_registrations" | "invoice_already_paid" | "unsupported_file_type" | "file_too_large" | "file_missing" | "unknown_upload" | "upload_already_used" | "too_many_files" | "submission_too_large" | "upload_quota_exceeded" | "job_posting_closed" | "own_staff_role" | "last_staff_member" | "engagement_exists" | "request_not_open" | "request_type_mismatch" | "signature_not_pending" | "signature_already_signed" | "signature_consent_required" | "remote_signing_disabled";
        /** @description One invalid field: its dotted path and what is wrong with it */
        ApiFieldError: {
            /**
             * @description The kind of problem (a zod issue code such as too_big, or custom)
             * @example too_big
             */
            code?: string;
            /** @example email */
            field: string;
            /** @example must be an email address */
            message: string;
            /**
             * @description The problem's limits: minimum, maximum, format, reason; unit 'cents' for money
             * @example {
             *       "maximum": 1000000,
             *       "unit": "cents"
             *     }
             */
            params?: {
                [key: string]: string | number;
            };
        };
        /** @description One entry of the append-only audit log */
        AuditEntry: {
            /** @description What was done, e.g. tax_intakes.read, tax_intakes.updated, staff.granted */
            action: string;
            actorEmail: string | null;
            /**
             * Format: uuid
             * @description The staff member; null for the system and the staff command
             */
            actorId: string | null;
            /** @description Where the request came from */
            clientAddress: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description Ids, field names, before and after of status changes: never personal data */
            details: {
                [key: string]: unknown;
            };
            /** @description Increasing with time */
            id: string;
            requestId: string | null;
            subjectId: string | null;
            subjectType: string;
        };
        AuditPage: {
            items: components["schemas"]["AuditEntry"][];
            nextCursor: string | null;
        };
        BookingAdminAppointment: {
            /**
             * Format: uuid
             * @description The staff member it is assigned to
             */
            assigneeId: string | null;
            /** @description The assignee's name (or email when they gave no name) */
            assigneeName: string | null;
            /** Format: date-time */
            createdAt: string;
            email: string;
            /** Format: date-time */
            endsAt: string;
            /** Format: uuid */
            id: string;
            internalNote: string | null;
            locale: components["schemas"]["LeadLocale"];
            name: string;
            notes: string | null;
            office: components["schemas"]["BookingOffice"];
            phone: string;
            reference: string;
            service: components["schemas"]["BookingService"];
            /** Format: date-time */
            startsAt: string;
            status: components["schemas"]["BookingAppointmentStatus"];
            version: number;
        };
        BookingAdminAppointmentPage: {
            items: components["schemas"]["BookingAdminAppointment"][];
            nextCursor: string | null;
        };
        BookingAdminAppointmentPatch: {
            /**
             * Format: uuid
             * @description The preparer: a staff member's user id, or null
             */
            assigneeId?: string | null;
            /**
             * @deprecated
             * @description Deprecated: the former single internal note, which no screen shows any more; add an append-only note with POST /api/admin/{kind}/{id}/notes
             */
            note?: string;
            /**
             * @description How it went: only once the appointment has started (400 naming outcome before); sets the status
             * @enum {string}
             */
            outcome?: "completed" | "no_show";
            /**
             * Format: date-time
             * @description Moves the appointment; the client gets the updated invitation
             */
            startsAt?: string;
            /**
             * @description Cancel with DELETE
             * @enum {string}
             */
            status?: "confirmed" | "completed" | "no_show";
            version: number;
        };
        /** @description An appointment as its private link shows it */
        BookingAppointment: {
            /** Format: date-time */
            endsAt: string;
            /** Format: uuid */
            id: string;
            name: string;
            office: components["schemas"]["BookingOffice"];
            reference: string;
            service: components["schemas"]["BookingService"];
            /** Format: date-time */
            startsAt: string;
            status: components["schemas"]["BookingAppointmentStatus"];
        };
        /** Format: uuid */
        BookingAppointmentId: string;
        /** @enum {string} */
        BookingAppointmentStatus: "confirmed" | "cancelled" | "completed" | "no_show";
        BookingAvailability: {
            days: components["schemas"]["BookingDay"][];
            durationMinutes: number;
            office: components["schemas"]["BookingOffice"];
            /** @description IANA time zone of the dates, e.g. America/Detroit */
            zone: string;
        };
        BookingClosure: {
            /** Format: date-time */
            endsAt: string;
            /** Format: uuid */
            id: string;
            office: components["schemas"]["BookingOffice"];
            reason: string;
            /** Format: date-time */
            startsAt: string;
        };
        BookingClosureCreate: {
            /** Format: date-time */
            endsAt: string;
            office: components["schemas"]["BookingOffice"];
            reason: string;
            /** Format: date-time */
            startsAt: string;
        };
        /** Format: uuid */
        BookingClosureId: string;
        BookingClosureList: components["schemas"]["BookingClosure"][];
        BookingDay: {
            /** Format: date */
            date: string;
            /** @description Empty when the day has no free time */
            times: components["schemas"]["BookingTime"][];
        };
        BookingMove: {
            /** Format: date-time */
            startsAt: string;
        };
        /**
         * @description An office, or 'remote' (phone or video)
         * @enum {string}
         */
        BookingOffice: "dearborn" | "ypsilanti" | "ann-arbor" | "remote";
        BookingRequest: {
            email: string;
            locale?: components["schemas"]["SiteLocale"];
            name: string;
            notes?: string;
            office: components["schemas"]["BookingOffice"];
            /** @description 7 to 30 of: digits + ( ) - . and spaces */
            phone: string;
            service: components["schemas"]["BookingService"];
            /** @description When the form was shown (ms since epoch) */
            startedAt?: number;
            /**
             * Format: date-time
             * @description One of the free times of GET /api/booking/availability
             */
            startsAt: string;
            /** @description Honeypot: a field people never see and leave empty */
            website?: string;
        };
        /** @enum {string} */
        BookingService: "individual-return" | "business-return" | "tax-problem" | "advisory" | "other";
        BookingTime: {
            /** @description Places left at this time */
            remaining: number;
            /** Format: date-time */
            startsAt: string;
        };
        BulkAction: {
            /**
             * Format: uuid
             * @description A staff member's user id, or null to unassign
             */
            assigneeId: string | null;
            /** @enum {string} */
            type: "assign";
        } | {
            /** @description One of the statuses the kind allows */
            status: string;
            /** @enum {string} */
            type: "status";
        };
        /** @description One action on 1 to 100 records of one kind, all or nothing: in one transaction, each record changed and audited (one entry per record), or none (400 naming the field: an unknown id names `ids`, a status the kind does not allow names `action.status`, a non-staff assignee names `action.assigneeId`). Versions are not checked but each record’s version moves on, so an open edit elsewhere gets 409. */
        BulkRequest: {
            action: components["schemas"]["BulkAction"];
            ids: string[];
            kind: components["schemas"]["WorkKind"];
        };
        /** @description Every record changed, with its new version */
        BulkResult: {
            changed: number;
            items: {
                /** Format: uuid */
                id: string;
                version: number;
            }[];
            kind: components["schemas"]["WorkKind"];
        };
        /** @description Appointments in the range, by office and preparer */
        Calendar: {
            /** Format: date */
            from: string;
            /** @description In start order; cancelled ones left out */
            items: components["schemas"]["CalendarAppointment"][];
            /** Format: date */
            to: string;
        };
        CalendarAppointment: {
            /**
             * Format: uuid
             * @description The staff member it is assigned to
             */
            assigneeId: string | null;
            /** @description The assignee's name (or email when they gave no name) */
            assigneeName: string | null;
            /** Format: date-time */
            endsAt: string;
            /** Format: uuid */
            id: string;
            name: string;
            office: components["schemas"]["BookingOffice"];
            reference: string;
            service: components["schemas"]["BookingService"];
            /** Format: date-time */
            startsAt: string;
            status: components["schemas"]["BookingAppointmentStatus"];
        };
        /** @description One of the signed-in staff member's private calendar feeds (the address is shown only once) */
        CalendarFeed: {
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /**
             * Format: date-time
             * @description When a calendar last fetched the feed
             */
            lastReadAt: string | null;
            offices: ("dearborn" | "ypsilanti" | "ann-arbor" | "remote")[];
        };
        CalendarFeedCreate: {
            /** @description The offices whose appointments the feed shows ('remote' for phone and video appointments) */
            offices: ("dearborn" | "ypsilanti" | "ann-arbor" | "remote")[];
        };
        /** @description An iCalendar (RFC 5545) document */
        CalendarFeedDocument: string;
        /** Format: uuid */
        CalendarFeedId: string;
        CalendarFeedList: components["schemas"]["CalendarFeed"][];
        /** @description The secret of a staff calendar feed address */
        CalendarFeedToken: string;
        /** @description A job application from Quick Apply on /careers: the job (its id on the page), the applicant, the id of the résumé uploaded with POST /api/uploads (PDF, DOC or DOCX), and an optional cover note. `website` (honeypot) and `startedAt` are the bot trap. */
        CareerApplicationCreate: {
            coverNote?: string;
            email: string;
            jobId: string;
            locale?: components["schemas"]["SiteLocale"];
            name: string;
            phone: string;
            resume: string;
            /** @description When the form was shown (ms since epoch) */
            startedAt?: number;
            /** @description Honeypot: a field people never see and leave empty */
            website?: string;
        };
        /** @description One job application with its résumé, staff status and internal note */
        CareerApplicationDetail: {
            /**
             * Format: uuid
             * @description The staff member it is assigned to
             */
            assigneeId: string | null;
            /** @description The assignee's name (or email when they gave no name) */
            assigneeName: string | null;
            coverNote: string | null;
            /** Format: date-time */
            createdAt: string;
            email: string;
            /** Format: uuid */
            id: string;
            internalNote: string | null;
            jobId: string;
            jobTitle: string;
            locale: components["schemas"]["LeadLocale"];
            name: string;
            phone: string;
            reference: string;
            /** @description The résumé; open it with GET /api/admin/uploads/{id}/link (a five-minute link) */
            resume: {
                /** Format: uuid */
                id: string;
                name: string;
                size: number;
                type: string;
            } | null;
            status: components["schemas"]["AdminRecordStatus"];
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        /** Format: uuid */
        CareerApplicationId: string;
        CareerApplicationPage: {
            items: components["schemas"]["CareerApplicationSummary"][];
            nextCursor: string | null;
        };
        /** @description The stored application and the reference to quote (e.g. HA-7K3Q-9M2D) */
        CareerApplicationReceipt: {
            /** Format: uuid */
            id: string;
            reference: string;
        };
        /** @description A job application in the staff list */
        CareerApplicationSummary: {
            /**
             * Format: uuid
             * @description The staff member it is assigned to
             */
            assigneeId: string | null;
            /** @description The assignee's name (or email when they gave no name) */
            assigneeName: string | null;
            /** Format: date-time */
            createdAt: string;
            email: string;
            /** Format: uuid */
            id: string;
            jobId: string;
            jobTitle: string;
            name: string;
            reference: string;
            status: components["schemas"]["AdminRecordStatus"];
            version: number;
        };
        /** @description One contact message with its staff status and internal note */
        ContactMessageDetail: {
            /**
             * Format: uuid
             * @description The staff member it is assigned to
             */
            assigneeId: string | null;
            /** @description The assignee's name (or email when they gave no name) */
            assigneeName: string | null;
            /** Format: date-time */
            createdAt: string;
            email: string;
            /** Format: uuid */
            id: string;
            internalNote: string | null;
            locale: components["schemas"]["LeadLocale"];
            message: string;
            name: string;
            office: components["schemas"]["IntakeOffice"];
            phone: string | null;
            reference: string;
            referralCode: string | null;
            status: components["schemas"]["AdminRecordStatus"];
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        /** Format: uuid */
        ContactMessageId: string;
        ContactMessagePage: {
            items: components["schemas"]["ContactMessageSummary"][];
            nextCursor: string | null;
        };
        /** @description A contact message in the staff list */
        ContactMessageSummary: {
            /**
             * Format: uuid
             * @description The staff member it is assigned to
             */
            assigneeId: string | null;
            /** @description The assignee's name (or email when they gave no name) */
            assigneeName: string | null;
            /** Format: date-time */
            createdAt: string;
            email: string;
            /** Format: uuid */
            id: string;
            name: string;
            office: components["schemas"]["IntakeOffice"];
            reference: string;
            status: components["schemas"]["AdminRecordStatus"];
            version: number;
        };
        /** @description An article with its HTML body */
        ContentArticle: {
            category: string;
            description: string;
            /** @description The article body as HTML, rendered from Markdown at build time */
            html: string;
            /** @description ISO date */
            published: string;
            slug: string;
            summary: string;
            title: string;
            /** @description ISO date */
            updated: string;
            words: number;
        };
        /** @description An article without its body */
        ContentArticleMeta: {
            category: string;
            description: string;
            /** @description ISO date */
            published: string;
            slug: string;
            summary: string;
            title: string;
            /** @description ISO date */
            updated: string;
        };
        ContentArticleMetaList: components["schemas"]["ContentArticleMeta"][];
        ContentCourse: {
            curriculum: string[];
            description: string;
            /** @description Integer cents: 14900 is $149.00 */
            feeCents: number;
            highlights: string[];
            id: string;
            name: string;
            sessions: components["schemas"]["ContentCourseSession"][];
        };
        ContentCourseList: components["schemas"]["ContentCourse"][];
        ContentCourseSession: {
            code: string;
            endDate: string;
            format: string;
            /** @enum {string} */
            mode: "online" | "blended";
            schedule: string;
            startDate: string;
            times: string | null;
        };
        ContentJobPosting: {
            benefits: string[];
            datePosted: string;
            duties: string[];
            employmentTypes: ("FULL_TIME" | "PART_TIME" | "TEMPORARY" | "SEASONAL" | "INTERN" | "CONTRACTOR")[];
            id: string;
            location: string;
            pay: string;
            payMaxCents: number;
            payMinCents: number;
            /** @enum {string} */
            payUnit: "HOUR" | "WEEK" | "MONTH" | "YEAR";
            preferred: string[];
            requirements: string[];
            summary: string;
            title: string;
            type: string;
            validThrough: string;
        };
        ContentJobPostingList: components["schemas"]["ContentJobPosting"][];
        ContentKnowledgeBaseCard: {
            id: string;
            intro: string;
            points: string[];
            relatedArticle?: string;
            title: string;
        };
        ContentKnowledgeBaseCardList: components["schemas"]["ContentKnowledgeBaseCard"][];
        /** @description Terms of service or privacy policy, as HTML */
        ContentLegalPage: {
            headings: {
                id: string;
                text: string;
            }[];
            html: string;
            lastUpdated: string;
            lastUpdatedLabel: string;
            slug: components["schemas"]["ContentLegalPageSlug"];
            title: string;
        };
        /** @enum {string} */
        ContentLegalPageSlug: "terms" | "privacy";
        ContentOffice: {
            address?: {
                city: string;
                postalCode: string;
                /** @enum {string} */
                region: "MI";
                street: string;
            };
            email: string;
            hours: components["schemas"]["ContentOpeningHours"][];
            /** @description false for Ann Arbor: its name is not a link on the contact page */
            linked: boolean;
            name: string;
            path: string;
            phone: string;
            /** @enum {string} */
            slug: "dearborn" | "ypsilanti" | "ann-arbor";
            subtitle: string;
            summary: string;
        };
        ContentOfficeList: components["schemas"]["ContentOffice"][];
        ContentOpeningHours: {
            closes: string;
            days: string[];
            label: string;
            opens: string;
        };
        ContentServicePage: {
            description: string;
            faqs: {
                answer: string;
                question: string;
            }[];
            intro: string;
            items: {
                description: string;
                title: string;
            }[];
            sections: {
                heading: string;
                paragraphs?: string[];
                points?: string[];
            }[];
            /** @enum {string} */
            slug: "individual-tax-services" | "business-tax-services" | "advisory";
            title: string;
        };
        ContentServicePageList: components["schemas"]["ContentServicePage"][];
        ContentSlug: string;
        /** @description A new session of the Tax School course (closed until staff open it, unless status says open) */
        CourseSessionCreate: {
            code: string;
            /** @default null */
            endTime: string | null;
            /** Format: date */
            firstDay: string;
            /** @enum {string} */
            format: "online" | "live";
            /**
             * @description How students join: the class link or the room; the receipt names it
             * @default null
             */
            joinDetails: string | null;
            /** Format: date */
            lastDay: string;
            /**
             * @description cents
             * @default 14900
             */
            priceCents: number;
            /** Format: date */
            registrationDeadline: string;
            seats: number;
            /**
             * @description HH:MM, Michigan time; live sessions only
             * @default null
             */
            startTime: string | null;
            /**
             * @default closed
             * @enum {string}
             */
            status: "open" | "closed";
            title: string;
            /**
             * @description ISO weekdays of the live classes (1 = Monday ... 7 = Sunday)
             * @default []
             */
            weekdays: number[];
        };
        /** Format: uuid */
        CourseSessionId: string;
        /** @description A change to a session: only the fields given change */
        CourseSessionPatch: {
            code?: string;
            endTime?: string | null;
            /** Format: date */
            firstDay?: string;
            /** @enum {string} */
            format?: "online" | "live";
            /** @description How students join: the class link or the room; the receipt names it */
            joinDetails?: string | null;
            /** Format: date */
            lastDay?: string;
            /** @description cents */
            priceCents?: number;
            /** Format: date */
            registrationDeadline?: string;
            seats?: number;
            /** @description HH:MM, Michigan time; live sessions only */
            startTime?: string | null;
            /** @enum {string} */
            status?: "open" | "closed";
            title?: string;
            /** @description the version the staff member saw; 409 when the session changed since */
            version: number;
            /** @description ISO weekdays of the live classes (1 = Monday ... 7 = Sunday) */
            weekdays?: number[];
        };
        CreatedCalendarFeed: {
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /**
             * Format: date-time
             * @description When a calendar last fetched the feed
             */
            lastReadAt: string | null;
            offices: ("dearborn" | "ypsilanti" | "ann-arbor" | "remote")[];
            /**
             * Format: uri
             * @description The private feed address: subscribe to it from Google Calendar or Outlook; keep it secret
             */
            url: string;
        };
        /** @description UTF-8 CSV (with a byte-order mark and a header row, CRLF lines); cells that start with =, +, -, @, tab or CR begin with an apostrophe */
        CsvExport: string;
        /** @description Ask the client for a document or a question; the client is mailed (no details in the mail) */
        DocumentRequestCreate: {
            description?: string | null;
            /** @description e.g. "2025 W-2 from Ford" */
            title: string;
            type: components["schemas"]["DocumentRequestType"];
        };
        DocumentRequestFile: {
            /** Format: uuid */
            id: string;
            name: string;
            size: number;
            type: string;
            /** Format: date-time */
            uploadedAt: string;
        };
        /** Format: uuid */
        DocumentRequestId: string;
        /** @description accept (a submitted item), return with a reason (a submitted item; the client is asked again) or close (withdraw); version must be the one last read */
        DocumentRequestPatch: {
            /** @enum {string} */
            action: "accept";
            version: number;
        } | {
            /** @enum {string} */
            action: "return";
            reason: string;
            version: number;
        } | {
            /** @enum {string} */
            action: "close";
            version: number;
        };
        /**
         * @description open / returned: waiting for the client; submitted: waiting for staff; accepted / closed: done
         * @enum {string}
         */
        DocumentRequestStatus: "open" | "submitted" | "accepted" | "returned" | "closed";
        /** @enum {string} */
        DocumentRequestType: "document" | "question";
        /**
         * @description One tax authority's answer to the e-filed return
         * @enum {string}
         */
        EfileResult: "not_filed" | "pending" | "accepted" | "rejected";
        EfileState: {
            nextStep: string | null;
            result: components["schemas"]["EfileResult"];
            /** Format: date-time */
            updatedAt: string | null;
        };
        /** @description A new engagement; one per client email, tax year and kind (else 409 engagement_exists) */
        EngagementCreate: {
            /** Format: uuid */
            assigneeUserId?: string | null;
            clientEmail: string;
            /**
             * @description Mail a sign-in invitation when no account has this email yet
             * @default true
             */
            invite: boolean;
            kind: components["schemas"]["EngagementKind"];
            /** @enum {string|null} */
            office?: "dearborn" | "ypsilanti" | "ann-arbor" | "remote" | null;
            taxYear: number;
        };
        /** @description One engagement with its history, internal notes and document requests (staff; audit-logged) */
        EngagementDetail: {
            assigneeName: string | null;
            /** Format: uuid */
            assigneeUserId: string | null;
            clientEmail: string;
            clientName: string | null;
            /**
             * Format: uuid
             * @description The account it belongs to, once someone proved the email (or signed up with it)
             */
            clientUserId: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description Documents carried over from the tax intake; open one with GET /api/admin/uploads/{id}/link */
            documents: {
                /** Format: uuid */
                id: string;
                name: string;
                size: number;
                type: string;
            }[];
            /** @description Oldest first */
            history: components["schemas"]["EngagementStaffHistoryEntry"][];
            /** Format: uuid */
            id: string;
            internalStatus: components["schemas"]["EngagementInternalStatus"];
            /** Format: date-time */
            invitationSentAt: string | null;
            irs: components["schemas"]["EfileState"];
            kind: components["schemas"]["EngagementKind"];
            michigan: components["schemas"]["EfileState"];
            /** @description Oldest first */
            notes: components["schemas"]["EngagementNote"][];
            /**
             * @description The office, or null
             * @enum {string|null}
             */
            office: "dearborn" | "ypsilanti" | "ann-arbor" | "remote" | null;
            /** @description Requests waiting for the client (open or returned) */
            openRequestCount: number;
            requests: components["schemas"]["AdminDocumentRequest"][];
            /**
             * Format: date-time
             * @description Records are kept until then (three years after the tax year is complete)
             */
            retainUntil: string | null;
            status: components["schemas"]["EngagementStatus"];
            /** @description Requests the client answered, waiting for staff */
            submittedRequestCount: number;
            /** Format: uuid */
            taxIntakeId: string | null;
            taxYear: number;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        EngagementHistoryEntry: {
            /** Format: date-time */
            at: string;
            /** @enum {string} */
            field: "status" | "irs" | "michigan";
            /** @description An EngagementStatus for `status`, an EfileResult for `irs` / `michigan` */
            value: string;
        };
        /** Format: uuid */
        EngagementId: string;
        /**
         * @description Where staff are with it internally; never shown to the client
         * @enum {string}
         */
        EngagementInternalStatus: "active" | "on_hold" | "waiting_on_third_party" | "partner_review";
        /** @enum {string} */
        EngagementKind: "individual" | "business" | "amended" | "other";
        /** @description An internal note (staff only; append-only) */
        EngagementNote: {
            authorName: string | null;
            /** Format: uuid */
            authorUserId: string | null;
            body: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
        };
        /** @description An internal note (never shown to the client) */
        EngagementNoteCreate: {
            body: string;
        };
        EngagementPage: {
            items: components["schemas"]["EngagementSummary"][];
            nextCursor: string | null;
        };
        /** @description Status, e-file results, internal status, assignee or office; version must be the one last read (else 409) */
        EngagementPatch: {
            /** Format: uuid */
            assigneeUserId?: string | null;
            internalStatus?: components["schemas"]["EngagementInternalStatus"];
            irs?: {
                /** @description Client-facing "what happens next" (rejected) */
                nextStep?: string | null;
                result: components["schemas"]["EfileResult"];
            };
            michigan?: {
                /** @description Client-facing "what happens next" (rejected) */
                nextStep?: string | null;
                result: components["schemas"]["EfileResult"];
            };
            /** @enum {string|null} */
            office?: "dearborn" | "ypsilanti" | "ann-arbor" | "remote" | null;
            status?: components["schemas"]["EngagementStatus"];
            version: number;
        };
        EngagementStaffHistoryEntry: {
            /** Format: uuid */
            actorUserId: string | null;
            /** Format: date-time */
            at: string;
            /** @enum {string} */
            field: "status" | "irs" | "michigan" | "internal_status";
            value: string;
        };
        /**
         * @description Where the return stands, as the client sees it
         * @enum {string}
         */
        EngagementStatus: "documents_needed" | "received" | "in_preparation" | "in_review" | "awaiting_signature" | "efiled" | "accepted" | "rejected" | "complete";
        /** @description An engagement in the staff list */
        EngagementSummary: {
            assigneeName: string | null;
            /** Format: uuid */
            assigneeUserId: string | null;
            clientEmail: string;
            clientName: string | null;
            /**
             * Format: uuid
             * @description The account it belongs to, once someone proved the email (or signed up with it)
             */
            clientUserId: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            internalStatus: components["schemas"]["EngagementInternalStatus"];
            kind: components["schemas"]["EngagementKind"];
            /**
             * @description The office, or null
             * @enum {string|null}
             */
            office: "dearborn" | "ypsilanti" | "ann-arbor" | "remote" | null;
            /** @description Requests waiting for the client (open or returned) */
            openRequestCount: number;
            status: components["schemas"]["EngagementStatus"];
            /** @description Requests the client answered, waiting for staff */
            submittedRequestCount: number;
            taxYear: number;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        /** @description A group discount registration: the organization, its organiser, the expected group size, the preferred office, preferred dates or notes, and the affiliate id the page was opened with. `website` (honeypot) and `startedAt` are the bot trap. */
        GroupRegistrationCreate: {
            affiliate?: "" | string;
            contactName: string;
            email: string;
            groupSize: number;
            locale?: components["schemas"]["SiteLocale"];
            notes?: string;
            office?: ("dearborn" | "ypsilanti" | "ann-arbor" | "remote") | "";
            organization: string;
            phone: string;
            /** @description When the form was shown (ms since epoch) */
            startedAt?: number;
            /** @description Honeypot: a field people never see and leave empty */
            website?: string;
        };
        /** @description One group registration with its staff status and internal note */
        GroupRegistrationDetail: {
            affiliate: string | null;
            /**
             * Format: uuid
             * @description The staff member it is assigned to
             */
            assigneeId: string | null;
            /** @description The assignee's name (or email when they gave no name) */
            assigneeName: string | null;
            contactName: string;
            /** Format: date-time */
            createdAt: string;
            email: string;
            groupSize: number;
            /** Format: uuid */
            id: string;
            internalNote: string | null;
            locale: components["schemas"]["LeadLocale"];
            notes: string | null;
            office: components["schemas"]["IntakeOffice"];
            organization: string;
            phone: string;
            reference: string;
            referralCode: string | null;
            status: components["schemas"]["AdminRecordStatus"];
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        /** Format: uuid */
        GroupRegistrationId: string;
        GroupRegistrationPage: {
            items: components["schemas"]["GroupRegistrationSummary"][];
            nextCursor: string | null;
        };
        /** @description The stored registration and the reference to quote (e.g. HG-7K3Q-9M2D) */
        GroupRegistrationReceipt: {
            /** Format: uuid */
            id: string;
            reference: string;
        };
        /** @description A group discount registration in the staff list */
        GroupRegistrationSummary: {
            affiliate: string | null;
            /**
             * Format: uuid
             * @description The staff member it is assigned to
             */
            assigneeId: string | null;
            /** @description The assignee's name (or email when they gave no name) */
            assigneeName: string | null;
            contactName: string;
            /** Format: date-time */
            createdAt: string;
            email: string;
            groupSize: number;
            /** Format: uuid */
            id: string;
            office: components["schemas"]["IntakeOffice"];
            organization: string;
            reference: string;
            status: components["schemas"]["AdminRecordStatus"];
            version: number;
        };
        HealthReport: {
            checks: {
                /** @enum {string} */
                database: "up" | "down";
            };
            /** @enum {string} */
            status: "ok" | "unavailable";
            uptimeSeconds: number;
        };
        InOfficeSession: {
            /** Format: date-time */
            expiresAt: string;
            /** Format: uuid */
            requestId: string;
            /** Format: uuid */
            signerId: string;
            /** @description Send as the X-Signing-Session header from the kiosk screen; usable once, for 30 minutes */
            token: string;
        };
        /** @description Staff checked this photo ID in person; start a one-use signing session on an office device */
        InOfficeSessionCreate: {
            /**
             * Format: date
             * @description The ID expiry date (an expired ID is refused)
             */
            idExpiresOn: string;
            idLastFour: string;
            /** @enum {string} */
            idType: "drivers-license" | "state-id" | "passport" | "military-id" | "other-government-id";
            /** Format: uuid */
            signerId: string;
        };
        /** @description A message from the contact page */
        IntakeContactCreate: {
            /** Format: email */
            email: string;
            locale?: components["schemas"]["SiteLocale"];
            message: string;
            name: string;
            office?: components["schemas"]["IntakeOffice"] | "";
            phone?: string;
            /** @description When the form was shown (ms since epoch) */
            startedAt?: number;
            /** @description Honeypot: a field people never see and leave empty */
            website?: string;
        };
        /** @description What was stored: quote the reference when calling the office */
        IntakeContactReceipt: {
            /** Format: uuid */
            id: string;
            /** @example HC-7K3Q-9M2D */
            reference: string;
        };
        /** @enum {string} */
        IntakeOffice: "dearborn" | "ypsilanti" | "ann-arbor" | "remote";
        /** @description An invoice on an engagement, its lines and whether it is paid */
        Invoice: {
            currency: string;
            /** Format: date */
            dueDate: string | null;
            /** Format: uuid */
            engagementId: string;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            issuedAt: string;
            kind: components["schemas"]["EngagementKind"];
            lines: components["schemas"]["InvoiceLine"][];
            /** Format: date-time */
            paidAt: string | null;
            /** @description What the client quotes, e.g. HI-7K3Q-9M2D */
            reference: string;
            status: components["schemas"]["InvoiceStatus"];
            taxYear: number;
            totalCents: number;
        };
        /** @description The checkout page for an open invoice; after paying, the browser returns to the payment pages with the payment id */
        InvoiceCheckout: {
            /** Format: uuid */
            invoiceId: string;
            /** Format: uuid */
            paymentId: string;
            url: string;
        };
        /** @description A new invoice: at least one line, each a positive amount in cents */
        InvoiceCreate: {
            /**
             * Format: date
             * @description YYYY-MM-DD; absent: due on receipt
             */
            dueDate?: string;
            lines: components["schemas"]["InvoiceLineInput"][];
        };
        /** Format: uuid */
        InvoiceId: string;
        /** @description One line of an invoice (integer cents) */
        InvoiceLine: {
            amountCents: number;
            description: string;
        };
        /** @description One line of a new invoice */
        InvoiceLineInput: {
            /** @description Integer cents, positive */
            amountCents: number;
            description: string;
        };
        /** @description Invoices, open ones first (oldest due first), then paid ones (newest first) */
        InvoiceList: {
            items: components["schemas"]["Invoice"][];
        };
        /**
         * @description open: waiting for payment; paid: the payment went through (it cannot be paid again)
         * @enum {string}
         */
        InvoiceStatus: "open" | "paid";
        /** @description A job posting; `validThrough` is the last day applications are taken */
        JobPosting: {
            benefits: string[];
            /** Format: date */
            datePosted: string;
            duties: string[];
            employmentTypes: ("FULL_TIME" | "PART_TIME" | "TEMPORARY" | "SEASONAL" | "INTERN" | "CONTRACTOR")[];
            id: string;
            location: string;
            /** @description As people read it, e.g. "$17-19 per hour" */
            pay: string;
            payMaxCents: number;
            payMinCents: number;
            /** @enum {string} */
            payUnit: "HOUR" | "WEEK" | "MONTH" | "YEAR";
            preferred: string[];
            requirements: string[];
            status: components["schemas"]["JobPostingStatus"];
            summary: string;
            title: string;
            /** @description As people read it, e.g. "Part-time or Full-time" */
            type: string;
            /** Format: date */
            validThrough: string;
        };
        /** @description A new job posting (open unless `status` says closed) */
        JobPostingCreate: {
            benefits: string[];
            /** Format: date */
            datePosted: string;
            duties: string[];
            employmentTypes: ("FULL_TIME" | "PART_TIME" | "TEMPORARY" | "SEASONAL" | "INTERN" | "CONTRACTOR")[];
            location: string;
            /** @description As people read it, e.g. "$17-19 per hour" */
            pay: string;
            payMaxCents: number;
            payMinCents: number;
            /** @enum {string} */
            payUnit: "HOUR" | "WEEK" | "MONTH" | "YEAR";
            preferred: string[];
            requirements: string[];
            /** @default open */
            status: components["schemas"]["JobPostingStatus"];
            summary: string;
            title: string;
            /** @description As people read it, e.g. "Part-time or Full-time" */
            type: string;
            /** Format: date */
            validThrough: string;
        };
        JobPostingId: string;
        /** @description The open job postings, newest first */
        JobPostingList: components["schemas"]["JobPosting"][];
        /** @description Changes to a job posting at the version the staff member saw */
        JobPostingPatch: {
            benefits?: string[];
            /** Format: date */
            datePosted?: string;
            duties?: string[];
            employmentTypes?: ("FULL_TIME" | "PART_TIME" | "TEMPORARY" | "SEASONAL" | "INTERN" | "CONTRACTOR")[];
            location?: string;
            /** @description As people read it, e.g. "$17-19 per hour" */
            pay?: string;
            payMaxCents?: number;
            payMinCents?: number;
            /** @enum {string} */
            payUnit?: "HOUR" | "WEEK" | "MONTH" | "YEAR";
            preferred?: string[];
            requirements?: string[];
            /** @description `closed` closes the posting at once; `open` opens it again */
            status?: components["schemas"]["JobPostingStatus"];
            summary?: string;
            title?: string;
            /** @description As people read it, e.g. "Part-time or Full-time" */
            type?: string;
            /** Format: date */
            validThrough?: string;
            /** @description The version the staff member saw; 409 when someone changed the posting since */
            version: number;
        };
        /** @enum {string} */
        JobPostingStatus: "open" | "closed";
        /**
         * @description The language of the page the lead came from (en, es or ar); the client's mails are written in it
         * @enum {string}
         */
        LeadLocale: "en" | "es" | "ar";
        /**
         * @description By date: newest first (the default) or oldest first
         * @enum {string}
         */
        ListOrder: "newest" | "oldest";
        /**
         * @description By name, A to Z (name) or Z to A (-name), instead of by date
         * @enum {string}
         */
        ListSort: "name" | "-name";
        Liveness: {
            /** @enum {string} */
            status: "ok";
        };
        /** @description A file attached to a message */
        MessageAttachment: {
            /** Format: uuid */
            id: string;
            /** @description The original file name, sanitised; display text only */
            name: string;
            size: number;
            type: string;
            /** @description A five-minute signed download link (fetch the thread again for a fresh one) */
            url: string;
        };
        /**
         * @description Who wrote a message: the client, or someone at the firm
         * @enum {string}
         */
        MessageAuthor: "client" | "staff";
        /** @description A new message in an engagement thread, with optional attachments */
        MessageCreate: {
            /** @description Plain text, 1 to 10,000 characters (trimmed) */
            body: string;
            /** @description Attachments: upload ids from POST /api/uploads (at most 10 files, 60 MB) */
            documents?: string[];
        };
        /** @description The messages of one engagement, oldest first, and how many are unread by the viewer */
        MessageThread: {
            /** Format: uuid */
            engagementId: string;
            messages: components["schemas"]["PortalMessage"][];
            unreadCount: number;
        };
        /** @description The firm’s messages of the thread are marked read by the client */
        MessagesRead: {
            /** Format: uuid */
            engagementId: string;
            marked: number;
            /** Format: date-time */
            readAt: string;
        };
        /** @description The signed-in person's profile, roles (e.g. staff) and assurance level */
        MyProfile: {
            /** @enum {string} */
            aal: "aal1" | "aal2";
            /** Format: date-time */
            createdAt: string;
            /** Format: email */
            email: string;
            fullName: string | null;
            /** Format: uuid */
            id: string;
            roles: string[];
        };
        /** @description What is assigned to the caller, by kind and status, with counts and the first open records */
        MyWork: {
            /** @description Every kind, in the same order, also those with nothing */
            kinds: components["schemas"]["MyWorkKind"][];
        };
        MyWorkItem: {
            /**
             * Format: date-time
             * @description When it came in (appointments: when it starts)
             */
            at: string;
            /** Format: uuid */
            id: string;
            /** @description The person's (or organization's) name */
            label: string;
            reference: string;
            status: string;
        };
        MyWorkKind: {
            /** @description Only statuses with records, in the kind’s order */
            byStatus: {
                count: number;
                status: string;
            }[];
            /** @description The first 5 still open (not done, spam, cancelled, completed or no-show), oldest first */
            items: components["schemas"]["MyWorkItem"][];
            kind: components["schemas"]["WorkKind"];
            total: number;
        };
        /**
         * @description off: only the office mailbox hears of it; immediate: one email to you per event; digest: one email a day per kind
         * @enum {string}
         */
        NotificationDelivery: "off" | "immediate" | "digest";
        /** @description The signed-in staff member's choice per kind of event */
        NotificationPreferences: {
            application_received: components["schemas"]["NotificationDelivery"];
            appointment_booked: components["schemas"]["NotificationDelivery"];
            appointment_cancelled: components["schemas"]["NotificationDelivery"];
            appointment_moved: components["schemas"]["NotificationDelivery"];
            contact_message_received: components["schemas"]["NotificationDelivery"];
            group_registration_received: components["schemas"]["NotificationDelivery"];
            payment_received: components["schemas"]["NotificationDelivery"];
            payment_refunded: components["schemas"]["NotificationDelivery"];
            referral_received: components["schemas"]["NotificationDelivery"];
            tax_intake_received: components["schemas"]["NotificationDelivery"];
        };
        /** @description The kinds to change; a kind left out keeps its current choice */
        NotificationPreferencesUpdate: {
            application_received?: components["schemas"]["NotificationDelivery"];
            appointment_booked?: components["schemas"]["NotificationDelivery"];
            appointment_cancelled?: components["schemas"]["NotificationDelivery"];
            appointment_moved?: components["schemas"]["NotificationDelivery"];
            contact_message_received?: components["schemas"]["NotificationDelivery"];
            group_registration_received?: components["schemas"]["NotificationDelivery"];
            payment_received?: components["schemas"]["NotificationDelivery"];
            payment_refunded?: components["schemas"]["NotificationDelivery"];
            referral_received?: components["schemas"]["NotificationDelivery"];
            tax_intake_received?: components["schemas"]["NotificationDelivery"];
        };
        /**
         * @description An office, or 'remote' (phone or video)
         * @enum {string}
         */
        Office: "dearborn" | "ypsilanti" | "ann-arbor" | "remote";
        OfficeHoliday: {
            /** @description true: no times are offered that day; false: open as usual despite the holiday */
            closed: boolean;
            /** Format: date */
            date: string;
            name: string;
        };
        OfficeHolidayView: {
            /** @description true: no times are offered that day; false: open as usual despite the holiday */
            closed: boolean;
            /** Format: date */
            date: string;
            name: string;
            /**
             * @description `federal`: a US federal holiday (the default); `office`: set for this office
             * @enum {string}
             */
            source: "federal" | "office";
        };
        /** @description An office's weekly hours and holidays, with the version to send back when changing them */
        OfficeHours: {
            /** @description Holidays from today through the next year: US federal holidays unless this office set otherwise */
            holidays: components["schemas"]["OfficeHolidayView"][];
            office: components["schemas"]["BookingOffice"];
            /** Format: date-time */
            updatedAt: string | null;
            version: number;
            week: components["schemas"]["OpeningPeriodView"][];
        };
        /** @description New weekly hours (and optionally holiday settings) for an office, at the version the staff member saw */
        OfficeHoursUpdate: {
            /** @description This office's holiday settings (replacing its earlier ones): a federal holiday kept open, or an extra day closed. Omit to keep them. */
            holidays?: components["schemas"]["OfficeHoliday"][];
            /** @description The version the staff member saw (0 before the first change); 409 when someone changed the hours since */
            version: number;
            week: components["schemas"]["OpeningPeriod"][];
        };
        /** @description One weekday the office is open, Michigan time; a weekday not listed is closed */
        OpeningPeriod: {
            closes: string;
            day: components["schemas"]["Weekday"];
            opens: string;
        };
        /** @description One weekday the office is open, from `opens` to `closes` (HH:MM, Michigan time) */
        OpeningPeriodView: {
            closes: string;
            day: components["schemas"]["Weekday"];
            opens: string;
        };
        /** @description An invoice waiting for payment */
        OverviewInvoice: {
            /** Format: date */
            dueDate: string | null;
            /** Format: uuid */
            engagementId: string;
            engagementKind: components["schemas"]["EngagementKind"];
            /**
             * Format: uuid
             * @description The invoice (POST /api/portal/invoices/{id}/checkout)
             */
            id: string;
            /** Format: date-time */
            issuedAt: string;
            reference: string;
            taxYear: number;
            totalCents: number;
        };
        OverviewKind: {
            /** @description Empty for kinds without an office */
            byOffice: {
                office: string;
                today: number;
                week: number;
            }[];
            counts: {
                today: number;
                week: number;
            };
            /** @description contact-messages, tax-intakes, group-registrations, applications, ... */
            kind: string;
            label: string;
            /** @description The staff list of this kind under /api/admin */
            listPath: string;
            /** @description Still 'new' */
            waiting: number;
        };
        /** @description An open document request or an unanswered question */
        OverviewRequest: {
            /** Format: uuid */
            engagementId: string;
            engagementKind: components["schemas"]["EngagementKind"];
            /**
             * Format: uuid
             * @description The document request item (POST /api/portal/requests/{id}/files or /answer)
             */
            id: string;
            /** Format: date-time */
            requestedAt: string;
            taxYear: number;
            /** @description What staff asked for, e.g. "2025 W-2 from Ford" (plain text) */
            title: string;
            /** @enum {string} */
            type: "document" | "question";
        };
        /** @description A thread with messages from the firm the client has not read */
        OverviewThread: {
            /**
             * Format: uuid
             * @description The thread (GET /api/portal/engagements/{id}/messages)
             */
            engagementId: string;
            engagementKind: components["schemas"]["EngagementKind"];
            /** Format: date-time */
            latestAt: string;
            taxYear: number;
            unreadCount: number;
        };
        /** @description The payment id and the checkout page to send the person to */
        PaymentCheckout: {
            /** Format: uuid */
            id: string;
            url: string;
        };
        /** @description A payment to start: amount in integer cents */
        PaymentCreate: {
            amount: number;
            course?: string;
            description?: string;
            email: string;
            locale?: components["schemas"]["SiteLocale"];
            name: string;
            phone: string;
        };
        /**
         * Format: uuid
         * @description A payment id
         */
        PaymentId: string;
        /** @description A payment as its return pages show it: reference, status, amount (cents) and description */
        PaymentPublic: {
            amount: number;
            description: string;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            paidAt: string | null;
            reference: string;
            status: components["schemas"]["PaymentStatus"];
        };
        /**
         * @description Where a payment stands
         * @enum {string}
         */
        PaymentStatus: "pending" | "paid" | "failed" | "expired" | "partially_refunded" | "refunded";
        /** @description Proof that this browser started the checkout */
        PaymentTestCheckoutPay: {
            /** @description The token in the fragment of the checkout URL (#token=...) */
            token: string;
        };
        /** @description Where the browser goes after the test payment */
        PaymentTestCheckoutResult: {
            redirectTo: string;
        };
        /** @description One account: roles, second factor and sessions */
        PersonDetail: {
            /** @description A verified TOTP factor is enrolled */
            authenticatorApp: boolean;
            /** Format: date-time */
            createdAt: string;
            email: string;
            emailConfirmed: boolean;
            fullName: string | null;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            lastSignInAt: string | null;
            sessions: components["schemas"]["PersonSession"][];
            staff: boolean;
        };
        /**
         * Format: uuid
         * @description An account id
         */
        PersonId: string;
        PersonPage: {
            items: components["schemas"]["PersonSummary"][];
            nextCursor: string | null;
        };
        /** @description A user id (the account: its verified email and proven mailboxes), or <kind>.<record id> (the email on that record) */
        PersonRef: string;
        /** @description A signed-in session of the account (a browser or device) */
        PersonSession: {
            /** @enum {string} */
            aal: "aal1" | "aal2";
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            refreshedAt: string | null;
        };
        /** @description An account in the staff people list */
        PersonSummary: {
            /** Format: date-time */
            createdAt: string;
            email: string;
            emailConfirmed: boolean;
            fullName: string | null;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            lastSignInAt: string | null;
            staff: boolean;
        };
        /** @description One page of everything one person did, newest first */
        PersonTimelinePage: {
            /** @description The addresses matched: the account’s verified email and proven mailboxes, or the record’s email */
            emails: string[];
            /** @description Newest first */
            items: components["schemas"]["TimelineEntry"][];
            name: string | null;
            nextCursor: string | null;
            /**
             * Format: uuid
             * @description The account, when the person has one
             */
            userId: string | null;
        };
        PortalDocumentRequest: {
            answer: string | null;
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            /** Format: uuid */
            engagementId: string;
            files: components["schemas"]["DocumentRequestFile"][];
            /** Format: uuid */
            id: string;
            /** @description Why staff returned it (when status is returned) */
            returnReason: string | null;
            status: components["schemas"]["DocumentRequestStatus"];
            title: string;
            type: components["schemas"]["DocumentRequestType"];
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description Waiting for the client first, then the rest, oldest first */
        PortalDocumentRequestList: {
            items: components["schemas"]["PortalDocumentRequest"][];
        };
        PortalEngagement: {
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            irs: components["schemas"]["EfileState"];
            kind: components["schemas"]["EngagementKind"];
            michigan: components["schemas"]["EfileState"];
            /** @description Requests waiting for the client (open or returned) */
            openRequestCount: number;
            preparerName: string | null;
            status: components["schemas"]["EngagementStatus"];
            /** Format: date-time */
            statusChangedAt: string;
            taxYear: number;
        };
        PortalEngagementDetail: {
            /** Format: date-time */
            createdAt: string;
            /** @description Oldest first */
            history: components["schemas"]["EngagementHistoryEntry"][];
            /** Format: uuid */
            id: string;
            irs: components["schemas"]["EfileState"];
            kind: components["schemas"]["EngagementKind"];
            michigan: components["schemas"]["EfileState"];
            /** @description Requests waiting for the client (open or returned) */
            openRequestCount: number;
            preparerName: string | null;
            status: components["schemas"]["EngagementStatus"];
            /** Format: date-time */
            statusChangedAt: string;
            taxYear: number;
        };
        /** @description Newest tax year first; pass nextCursor as cursor for the next page */
        PortalEngagementPage: {
            items: components["schemas"]["PortalEngagement"][];
            nextCursor: string | null;
        };
        /** @description One message of an engagement thread */
        PortalMessage: {
            attachments: components["schemas"]["MessageAttachment"][];
            author: components["schemas"]["MessageAuthor"];
            /** @description Staff messages: the staff member's name (the firm's name when none is on file; never an email to the client); client messages: null */
            authorName: string | null;
            /** @description Plain text as written (show it as text, never as HTML) */
            body: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            engagementId: string;
            /** Format: uuid */
            id: string;
            /**
             * Format: date-time
             * @description When the other side (the recipient) read it; null while unread
             */
            readAt: string | null;
        };
        /** @description Everything waiting for the signed-in client, oldest first in each list */
        PortalOverview: {
            invoicesDue: components["schemas"]["OverviewInvoice"][];
            requests: components["schemas"]["OverviewRequest"][];
            /** @description requests + invoicesDue + unreadThreads items: 0 when nothing waits */
            total: number;
            unreadThreads: components["schemas"]["OverviewThread"][];
        };
        PortalRequestAnswer: {
            answer: string;
        };
        PortalRequestFiles: {
            /** @description Upload ids from POST /api/uploads */
            uploadIds: string[];
        };
        /** @description The person behind an account */
        Profile: {
            /** Format: date-time */
            createdAt: string;
            /** Format: email */
            email: string;
            fullName: string | null;
            /** Format: uuid */
            id: string;
        };
        /**
         * Format: uuid
         * @description The user id, which is also the profile id
         */
        ProfileId: string;
        /**
         * Format: uuid
         * @description The id of the record (a uuid)
         */
        RecordId: string;
        /** @description One entry of a record’s history: a note or a reply (never changed once written) */
        RecordNote: {
            /** @description Null for an earlier note (author unknown) or an account without a name */
            authorName: string | null;
            /** Format: uuid */
            authorUserId: string | null;
            body: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description Replies only: mailed, or posted in the client's portal thread
             * @enum {string|null}
             */
            delivery: "mail" | "portal" | null;
            /** Format: uuid */
            id: string;
            /** @description Replies only */
            subject: string | null;
            /**
             * @description 'earlier': the record's former single internal note, kept as its first entry
             * @enum {string}
             */
            type: "note" | "reply" | "earlier";
        };
        /** @description An internal note on a record (append-only; never shown to the client) */
        RecordNoteCreate: {
            body: string;
        };
        /** @description Every note and reply on a record, oldest first */
        RecordNoteList: {
            /** @description Oldest first */
            items: components["schemas"]["RecordNote"][];
        };
        /** @description A reply to the record's client: mailed (Reply-To the office), or posted in their portal thread */
        RecordReplyCreate: {
            body: string;
            /** @description Default: "About your <kind> <reference>" */
            subject?: string;
        };
        Referral: {
            /** Format: date-time */
            createdAt: string;
            friendEmail: string;
            friendName: string;
            /** Format: uuid */
            id: string;
            rewardCents: number | null;
            status: components["schemas"]["ReferralStatus"];
        };
        ReferralClaim: {
            /** @description From the confirmation email's link */
            token: string;
        };
        ReferralClaimResult: {
            /** @description Referrals now in your account */
            attached: number;
        };
        ReferralCreate: {
            friendEmail: string;
            friendName: string;
            /** @description Empty, or 7 to 30 of: digits + ( ) - . and spaces */
            friendPhone?: string;
            locale?: components["schemas"]["SiteLocale"];
            referrerEmail: string;
            referrerName: string;
            /** @description When the form was shown (ms since epoch) */
            startedAt?: number;
            /** @description Honeypot: a field people never see and leave empty */
            website?: string;
        };
        /** Format: uuid */
        ReferralId: string;
        ReferralLink: {
            code: string;
            url: string;
        };
        ReferralPage: {
            items: components["schemas"]["Referral"][];
            nextCursor: string | null;
        };
        ReferralReceipt: {
            /** @description False when signed out: the referrer confirms it from the email we sent */
            attached: boolean;
            /** Format: uuid */
            id: string;
            status: components["schemas"]["ReferralStatus"];
        };
        /** @description An HTML page */
        ReferralRefusalPage: string;
        /** @description From the invitation's refusal link */
        ReferralRefusalToken: string;
        /** @description The 8 characters after /r/ in a share link */
        ReferralShareCode: string;
        /** @enum {string} */
        ReferralStatus: "pending" | "contacted" | "completed" | "paid" | "declined";
        ReferralSummary: {
            /** @description completed + paid */
            completed: number;
            /** @description Sum of the rewards of paid referrals, in cents */
            earningsCents: number;
            /** @description pending + contacted */
            pending: number;
            /** @description Every referral */
            total: number;
        };
        /** @description The welcome a friend arriving by a share link (/r/{code}) sees */
        ReferralWelcome: {
            /** @description The referrer's first name as on their profile; null when the profile has no name */
            firstName: string | null;
            /** @description The friend's discount on their return in cents; null when the firm names no amount ('a special discount') */
            friendDiscountCents: number | null;
        };
        /** @description How many sessions (and their refresh tokens) were ended */
        SignOutEverywhereResult: {
            sessionsEnded: number;
        };
        /** @description Accept the consent to electronic records and signatures */
        SignatureConsent: {
            /**
             * @description Consent to electronic records and signatures (ESIGN Act 101(c))
             * @enum {boolean}
             */
            accepted: true;
            /**
             * @description The consent text version the signer was shown
             * @enum {string}
             */
            version: "2026-11-27";
        };
        /**
         * Format: binary
         * @description A PDF: the document to sign, or the signed copy with its audit-trail page and PAdES signature
         */
        SignatureDocument: string;
        /** @description A document to sign and its signers */
        SignatureRequest: {
            /** Format: date-time */
            completedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            engagementId: string;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "engagement-letter" | "form-8879" | "form-mi-8453";
            /**
             * Format: date
             * @description Signed forms cannot be deleted before this date
             */
            retainUntil: string | null;
            signers: components["schemas"]["SignatureSigner"][];
            /** @enum {string} */
            status: "pending" | "completed" | "void";
            taxYear: number;
            voidReason: string | null;
            /** Format: date-time */
            voidedAt: string | null;
        };
        /** @description Ask for signatures on an engagement letter (rendered) or an uploaded Form 8879 / MI-8453 */
        SignatureRequestCreate: {
            /** @description engagement-letter: the agreed fee in cents */
            feeCents?: number;
            /** @enum {string} */
            kind: "engagement-letter" | "form-8879" | "form-mi-8453";
            /** @description engagement-letter: the services the letter covers */
            scope?: string;
            signers: components["schemas"]["SignatureSignerInput"][];
            /**
             * Format: uuid
             * @description form-8879 / form-mi-8453: the prepared PDF, uploaded first with POST /api/uploads
             */
            uploadId?: string;
        };
        /**
         * Format: uuid
         * @description Signature request id
         */
        SignatureRequestId: string;
        /** @description Your documents to sign and signed, newest first */
        SignatureRequestList: {
            items: components["schemas"]["SignatureRequest"][];
        };
        /** @description Sign as one signer */
        SignatureSign: {
            /** @description Optional drawn signature: a PNG data URL (at most 200,000 characters) */
            drawnSignature?: string;
            /**
             * @description I intend to sign this document electronically
             * @enum {boolean}
             */
            intent: true;
            /**
             * Format: uuid
             * @description The signer you sign as (yours only)
             */
            signerId: string;
            /** @description Your full name, typed: your signature */
            typedName: string;
        };
        SignatureSigner: {
            /** Format: date-time */
            consentedAt: string | null;
            /** Format: uuid */
            id: string;
            /**
             * @description How the signer signed: signed in to the portal, or in the office after a photo-ID check
             * @enum {string|null}
             */
            method: "portal" | "in-office" | null;
            name: string;
            /** @enum {string} */
            role: "taxpayer" | "spouse";
            /** Format: date-time */
            signedAt: string | null;
            /** @description In the portal: this signer is you (you sign as this signer); false on staff routes */
            you: boolean;
        };
        /** @description Who signs: the taxpayer, and for married filing jointly the spouse (own account, signs separately) */
        SignatureSignerInput: {
            /**
             * Format: email
             * @description Spouse only: the spouse's own portal address; the taxpayer is the engagement's client
             */
            email?: string;
            /** @description Full name as it appears on the return */
            name: string;
            /** @enum {string} */
            role: "taxpayer" | "spouse";
        };
        SignatureVerification: {
            /** @description The sequence number of the first row that no longer holds */
            brokenAt: number | null;
            /** @description Every audit row still carries the hash of the one before */
            chainValid: boolean;
            /** @description The stored signed PDF still has the hash recorded at signing (null: not signed yet) */
            documentValid: boolean | null;
            events: number;
            valid: boolean;
        };
        /** @description Void a request (kept, marked void); e.g. figures changed beyond IRS tolerances */
        SignatureVoid: {
            /** @description By how much the figures changed since signing (cents); recorded with the void */
            changedFigures?: {
                incomeOrAgiCents?: number;
                taxWithholdingRefundOrOwedCents?: number;
            };
            reason: string;
        };
        /**
         * @description The language of the page the visitor used: en, es or ar
         * @enum {string}
         */
        SiteLocale: "en" | "es" | "ar";
        TaxIntakeDetail: {
            /**
             * Format: uuid
             * @description The staff member it is assigned to
             */
            assigneeId: string | null;
            /** @description The assignee's name (or email when they gave no name) */
            assigneeName: string | null;
            /** Format: date-time */
            consentedAt: string;
            /** @enum {string} */
            contactMethod: "phone" | "email" | "text";
            /** @enum {string} */
            contactTime: "morning" | "afternoon" | "evening" | "any";
            /** Format: date-time */
            createdAt: string;
            dependents: {
                birthYear: number;
                fullName: string;
                monthsLivedWithYou: number;
                /** @enum {string} */
                relationship: "son" | "daughter" | "stepchild" | "foster_child" | "sibling" | "parent" | "grandchild" | "other";
            }[];
            documents: {
                /** Format: uuid */
                id: string;
                name: string;
                size: number;
                type: string;
            }[];
            email: string;
            /** @enum {string} */
            filingStatus: "single" | "married_filing_jointly" | "married_filing_separately" | "head_of_household" | "qualifying_surviving_spouse";
            fullName: string;
            /** Format: uuid */
            id: string;
            income: ("w2_wages" | "work_1099" | "self_employment" | "investments_crypto" | "rental" | "retirement" | "unemployment" | "education" | "childcare" | "mortgage_property_tax" | "charitable_gifts" | "marketplace_insurance")[];
            internalNote: string | null;
            locale: components["schemas"]["LeadLocale"];
            notes: string | null;
            /** @enum {string} */
            office: "dearborn" | "ypsilanti" | "ann-arbor" | "remote";
            phone: string;
            reference: string;
            schemaVersion: number;
            spouse: {
                birthYear: number;
                fullName: string;
            } | null;
            /** @enum {string} */
            status: "new" | "in_progress" | "done" | "spam";
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        /** @description Open an engagement for a tax intake's email, carrying its documents */
        TaxIntakeEngagementCreate: {
            /** Format: uuid */
            assigneeUserId?: string | null;
            /** @default true */
            invite: boolean;
            /** @description Defaults to individual */
            kind?: components["schemas"]["EngagementKind"];
            /** @description Defaults to last year */
            taxYear?: number;
        };
        /** Format: uuid */
        TaxIntakeId: string;
        /** @description In the order asked for; pass nextCursor as cursor (with the same order) for the next page */
        TaxIntakePage: {
            items: components["schemas"]["TaxIntakeSummary"][];
            nextCursor: string | null;
        };
        /** @description Status, internal note and/or assignee; version must be the one last read (else 409 version_conflict) */
        TaxIntakePatch: {
            /**
             * Format: uuid
             * @description A staff member's user id, or null to unassign
             */
            assigneeId?: string | null;
            /**
             * @deprecated
             * @description Deprecated: the former single internal note, which no screen shows any more; add an append-only note with POST /api/admin/{kind}/{id}/notes
             */
            note?: string | null;
            /** @enum {string} */
            status?: "new" | "in_progress" | "done" | "spam";
            version: number;
        };
        /** @description The stored intake and the reference to quote (e.g. HT-7K3Q-9M2D) */
        TaxIntakeReceipt: {
            /** Format: uuid */
            id: string;
            reference: string;
        };
        /** @description The answers of the "Submit your tax information" form */
        TaxIntakeRequest: {
            consent: boolean;
            /** @enum {string} */
            contactMethod: "phone" | "email" | "text";
            /** @enum {string} */
            contactTime: "morning" | "afternoon" | "evening" | "any";
            dependents: {
                birthYear: number;
                fullName: string;
                monthsLivedWithYou: number;
                /** @enum {string} */
                relationship: "son" | "daughter" | "stepchild" | "foster_child" | "sibling" | "parent" | "grandchild" | "other";
            }[];
            documents: string[];
            email: string;
            /** @enum {string} */
            filingStatus: "single" | "married_filing_jointly" | "married_filing_separately" | "head_of_household" | "qualifying_surviving_spouse";
            fullName: string;
            income: ("w2_wages" | "work_1099" | "self_employment" | "investments_crypto" | "rental" | "retirement" | "unemployment" | "education" | "childcare" | "mortgage_property_tax" | "charitable_gifts" | "marketplace_insurance")[];
            locale?: components["schemas"]["SiteLocale"];
            notes?: string;
            /** @enum {string} */
            office: "dearborn" | "ypsilanti" | "ann-arbor" | "remote";
            phone: string;
            spouse?: {
                birthYear: number;
                fullName: string;
            } | null;
            startedAt?: number;
            website?: string;
        };
        TaxIntakeSummary: {
            /**
             * Format: uuid
             * @description The staff member it is assigned to
             */
            assigneeId: string | null;
            /** @description The assignee's name (or email when they gave no name) */
            assigneeName: string | null;
            /** Format: date-time */
            createdAt: string;
            email: string;
            /** @enum {string} */
            filingStatus: "single" | "married_filing_jointly" | "married_filing_separately" | "head_of_household" | "qualifying_surviving_spouse";
            fullName: string;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            office: "dearborn" | "ypsilanti" | "ann-arbor" | "remote";
            reference: string;
            /** @enum {string} */
            status: "new" | "in_progress" | "done" | "spam";
            version: number;
        };
        /** @description The payment id, the registration id and the checkout page */
        TaxSchoolRegistrationCheckout: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            registrationId: string;
            url: string;
        };
        /** @description A registration for one session of the tax school course */
        TaxSchoolRegistrationCreate: {
            course: string;
            email: string;
            locale?: components["schemas"]["SiteLocale"];
            name: string;
            phone: string;
        };
        /** @description A session of the course; open while staff keep it open, its deadline has not passed and a seat is left */
        TaxSchoolSession: {
            code: string;
            /** Format: date */
            endDate: string;
            endTime: string | null;
            /** @description The format in words, e.g. "Live/virtual" */
            format: string;
            /** @enum {string} */
            mode: "online" | "live";
            open: boolean;
            priceCents: number;
            /** Format: date */
            registrationDeadline: string;
            /** @description Days, times and dates in words, e.g. "Saturdays 10am-2pm, Dec 6 - Dec 20, 2025" */
            schedule: string;
            seatsLeft: number;
            /** Format: date */
            startDate: string;
            /** @description HH:MM, Michigan time; null for online */
            startTime: string | null;
            /** @enum {string} */
            state: "open" | "full" | "closed";
            title: string;
            /** @description ISO weekdays of the live classes (1 = Monday ... 7 = Sunday); empty for online */
            weekdays: number[];
        };
        /** @description The default course fee and the sessions on offer (open, full or recently closed) */
        TaxSchoolSessionList: {
            feeCents: number;
            sessions: components["schemas"]["TaxSchoolSession"][];
        };
        /** @description A request for one email when registration for a session opens */
        TaxSchoolWaitlistCreate: {
            /** @enum {boolean} */
            consent: true;
            email: string;
            locale?: components["schemas"]["SiteLocale"];
            name: string;
        };
        /** @description An HTML page */
        TaxSchoolWaitlistPage: string;
        /** @description From the email's unsubscribe link */
        TaxSchoolWaitlistToken: string;
        TimelineEntry: {
            amountCents: number | null;
            /** Format: date-time */
            at: string;
            /** Format: uuid */
            id: string;
            kind: components["schemas"]["TimelineEntryKind"];
            /** @description A short summary: the reference, service, amount or status (no free text the client typed) */
            label: string;
            /** @description The record in the back office, e.g. /admin/tax-intakes/<id> */
            path: string;
            status: string | null;
        };
        /** @enum {string} */
        TimelineEntryKind: "contact-messages" | "tax-intakes" | "appointments" | "applications" | "group-registrations" | "payments" | "referrals" | "engagements" | "portal-messages";
        /** @description An engagement with client messages no one at the firm has read */
        UnreadThread: {
            /** Format: uuid */
            assigneeUserId: string | null;
            clientEmail: string;
            /** Format: uuid */
            engagementId: string;
            /**
             * @description The engagement kind
             * @enum {string}
             */
            kind: "individual" | "business" | "amended" | "other";
            /** Format: date-time */
            latestUnreadAt: string;
            /** Format: date-time */
            oldestUnreadAt: string;
            taxYear: number;
            /** @description Client messages staff have not read */
            unreadCount: number;
        };
        UnreadThreadPage: {
            items: components["schemas"]["UnreadThread"][];
            nextCursor: string | null;
        };
        /**
         * Format: binary
         * @description The document, decrypted, with the type detected at upload
         */
        UploadContent: string;
        UploadForm: {
            /**
             * Format: binary
             * @description One PDF, JPEG, PNG, HEIC, DOC or DOCX file
             */
            file: string;
        };
        /**
         * Format: uuid
         * @description An upload id (from POST /api/uploads)
         */
        UploadId: string;
        UploadLink: {
            /** Format: date-time */
            expiresAt: string;
            /** @description A signed download URL, valid five minutes */
            url: string;
        };
        UploadReceipt: {
            /** Format: uuid */
            id: string;
            /** @description The original file name, sanitised; display text only */
            name: string;
            /** @description Bytes */
            size: number;
            /**
             * @description The kind detected from the content
             * @enum {string}
             */
            type: "application/pdf" | "image/jpeg" | "image/png" | "image/heic" | "application/msword" | "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
        };
        /** @enum {string} */
        Weekday: "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
        /**
         * @description A kind of record staff can be assigned
         * @enum {string}
         */
        WorkKind: "contact-messages" | "tax-intakes" | "appointments" | "applications" | "group-registrations";
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    CareerApplicationsAdmin_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
                order?: components["schemas"]["ListOrder"];
                status?: components["schemas"]["AdminRecordStatus"];
                /** @description Created on or after this day (YYYY-MM-DD) */
                from?: string;
                /** @description Created on or before this day (YYYY-MM-DD) */
                to?: string;
                /** @description Part of the name or email */
                q?: string;
                /** @description `me`, a staff member's user id, or `none` for unassigned */
                assignee?: "me" | "none" | string;
                sort?: components["schemas"]["ListSort"];
                /** @description Only applications for this job id */
                job?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareerApplicationPage"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    CareerApplicationsAdmin_exportCsv: {
        parameters: {
            query?: {
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
                order?: components["schemas"]["ListOrder"];
                status?: components["schemas"]["AdminRecordStatus"];
                /** @description Created on or after this day (YYYY-MM-DD) */
                from?: string;
                /** @description Created on or before this day (YYYY-MM-DD) */
                to?: string;
                /** @description Part of the name or email */
                q?: string;
                /** @description `me`, a staff member's user id, or `none` for unassigned */
                assignee?: "me" | "none" | string;
                sort?: components["schemas"]["ListSort"];
                /** @description Only applications for this job id */
                job?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole filtered list as CSV (an attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["CsvExport"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    CareerApplicationsAdmin_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["CareerApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareerApplicationDetail"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    CareerApplicationsAdmin_patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["CareerApplicationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminRecordPatch"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareerApplicationDetail"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ApplicationNotes_notes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordNoteList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ApplicationNotes_addNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordNoteCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordNote"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ApplicationNotes_reply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordReplyCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordNote"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    BookingAdmin_list: {
        parameters: {
            query?: {
                /** @description Appointments starting on this day (America/Detroit) */
                day?: string;
                office?: components["schemas"]["BookingOffice"];
                status?: components["schemas"]["BookingAppointmentStatus"];
                /** @description `me`, a staff member's user id, or `none` for unassigned */
                assignee?: "me" | "none" | string;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingAdminAppointmentPage"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    BookingAdmin_exportCsv: {
        parameters: {
            query?: {
                /** @description Appointments starting on this day (America/Detroit) */
                day?: string;
                office?: components["schemas"]["BookingOffice"];
                status?: components["schemas"]["BookingAppointmentStatus"];
                /** @description `me`, a staff member's user id, or `none` for unassigned */
                assignee?: "me" | "none" | string;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole filtered list as CSV (an attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["CsvExport"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    BookingAdmin_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["BookingAppointmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    BookingAdmin_patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["BookingAppointmentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingAdminAppointmentPatch"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingAdminAppointment"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AppointmentNotes_notes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordNoteList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AppointmentNotes_addNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordNoteCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordNote"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AppointmentNotes_reply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordReplyCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordNote"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Admin_audit: {
        parameters: {
            query?: {
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
                order?: components["schemas"]["ListOrder"];
                /** @description Only what this person (a staff account id) did */
                actor?: string;
                /** @description Only entries about this kind of record, e.g. tax_intakes */
                subjectType?: string;
                /** @description Only entries about this record */
                subjectId?: string;
                /** @description On or after this day (YYYY-MM-DD, Michigan time) */
                from?: string;
                /** @description On or before this day (YYYY-MM-DD, Michigan time) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPage"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Admin_exportAudit: {
        parameters: {
            query?: {
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
                order?: components["schemas"]["ListOrder"];
                /** @description Only what this person (a staff account id) did */
                actor?: string;
                /** @description Only entries about this kind of record, e.g. tax_intakes */
                subjectType?: string;
                /** @description Only entries about this record */
                subjectId?: string;
                /** @description On or after this day (YYYY-MM-DD, Michigan time) */
                from?: string;
                /** @description On or before this day (YYYY-MM-DD, Michigan time) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole filtered list as CSV (an attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["CsvExport"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    WorkAdmin_bulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    BookingAdmin_calendar: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                office?: components["schemas"]["BookingOffice"];
                /** @description The preparer: `me`, a staff member's user id, or `none` for appointments with no preparer */
                staff?: "me" | "none" | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Calendar"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    CalendarFeedsAdmin_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeedList"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    CalendarFeedsAdmin_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CalendarFeedCreate"];
            };
        };
        responses: {
            /** @description Created: subscribe to `url`; it is not shown again */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedCalendarFeed"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    CalendarFeedsAdmin_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["CalendarFeedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    BookingAdmin_closures: {
        parameters: {
            query?: {
                office?: components["schemas"]["BookingOffice"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingClosureList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    BookingAdmin_addClosure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingClosureCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingClosure"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    BookingAdmin_removeClosure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["BookingClosureId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ContactMessagesAdmin_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
                order?: components["schemas"]["ListOrder"];
                status?: components["schemas"]["AdminRecordStatus"];
                office?: components["schemas"]["Office"];
                /** @description Created on or after this day (YYYY-MM-DD) */
                from?: string;
                /** @description Created on or before this day (YYYY-MM-DD) */
                to?: string;
                /** @description Part of the name or email */
                q?: string;
                /** @description `me`, a staff member's user id, or `none` for unassigned */
                assignee?: "me" | "none" | string;
                sort?: components["schemas"]["ListSort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessagePage"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ContactMessagesAdmin_exportCsv: {
        parameters: {
            query?: {
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
                order?: components["schemas"]["ListOrder"];
                status?: components["schemas"]["AdminRecordStatus"];
                office?: components["schemas"]["Office"];
                /** @description Created on or after this day (YYYY-MM-DD) */
                from?: string;
                /** @description Created on or before this day (YYYY-MM-DD) */
                to?: string;
                /** @description Part of the name or email */
                q?: string;
                /** @description `me`, a staff member's user id, or `none` for unassigned */
                assignee?: "me" | "none" | string;
                sort?: components["schemas"]["ListSort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole filtered list as CSV (an attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["CsvExport"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ContactMessagesAdmin_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ContactMessageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessageDetail"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ContactMessagesAdmin_patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ContactMessageId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminRecordPatch"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessageDetail"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ContactMessageNotes_notes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordNoteList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ContactMessageNotes_addNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordNoteCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordNote"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ContactMessageNotes_reply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordReplyCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordNote"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    CourseSessionsAdmin_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCourseSessionList"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    CourseSessionsAdmin_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CourseSessionCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCourseSession"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    CourseSessionsAdmin_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["CourseSessionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CourseSessionPatch"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCourseSession"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    EngagementsAdmin_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
                order?: components["schemas"]["ListOrder"];
                status?: components["schemas"]["EngagementStatus"];
                internalStatus?: components["schemas"]["EngagementInternalStatus"];
                kind?: components["schemas"]["EngagementKind"];
                taxYear?: number;
                /** @description A staff member's user id, or `none` for unassigned */
                assignee?: string | "none";
                office?: components["schemas"]["Office"];
                /** @description Part of the client email */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EngagementPage"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    EngagementsAdmin_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with the same key and body within 24 hours return the first answer and create nothing new. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EngagementCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EngagementDetail"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    EngagementsAdmin_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["EngagementId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EngagementDetail"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    EngagementsAdmin_patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["EngagementId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EngagementPatch"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EngagementDetail"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    InvoicesAdmin_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["EngagementId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    InvoicesAdmin_issue: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with the same key and body within 24 hours return the first answer and create nothing new. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: components["schemas"]["EngagementId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceCreate"];
            };
        };
        responses: {
            /** @description Issued */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PortalMessagesAdmin_thread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["EngagementId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageThread"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PortalMessagesAdmin_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with the same key and body within 24 hours return the first answer and create nothing new. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: components["schemas"]["EngagementId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageCreate"];
            };
        };
        responses: {
            /** @description Sent */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalMessage"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    EngagementsAdmin_addNote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with the same key and body within 24 hours return the first answer and create nothing new. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: components["schemas"]["EngagementId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EngagementNoteCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EngagementNote"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    EngagementsAdmin_createRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with the same key and body within 24 hours return the first answer and create nothing new. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: components["schemas"]["EngagementId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentRequestCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminDocumentRequest"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    SignaturesAdmin_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["EngagementId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSignatureRequestList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    SignaturesAdmin_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with the same key and body within 24 hours return the first answer and create nothing new. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: components["schemas"]["EngagementId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignatureRequestCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignatureRequest"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    GroupRegistrationsAdmin_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
                order?: components["schemas"]["ListOrder"];
                status?: components["schemas"]["AdminRecordStatus"];
                office?: components["schemas"]["Office"];
                /** @description Created on or after this day (YYYY-MM-DD) */
                from?: string;
                /** @description Created on or before this day (YYYY-MM-DD) */
                to?: string;
                /** @description Part of the name or email */
                q?: string;
                /** @description `me`, a staff member's user id, or `none` for unassigned */
                assignee?: "me" | "none" | string;
                sort?: components["schemas"]["ListSort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupRegistrationPage"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    GroupRegistrationsAdmin_exportCsv: {
        parameters: {
            query?: {
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
                order?: components["schemas"]["ListOrder"];
                status?: components["schemas"]["AdminRecordStatus"];
                office?: components["schemas"]["Office"];
                /** @description Created on or after this day (YYYY-MM-DD) */
                from?: string;
                /** @description Created on or before this day (YYYY-MM-DD) */
                to?: string;
                /** @description Part of the name or email */
                q?: string;
                /** @description `me`, a staff member's user id, or `none` for unassigned */
                assignee?: "me" | "none" | string;
                sort?: components["schemas"]["ListSort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole filtered list as CSV (an attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["CsvExport"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    GroupRegistrationsAdmin_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["GroupRegistrationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupRegistrationDetail"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    GroupRegistrationsAdmin_patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["GroupRegistrationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminRecordPatch"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupRegistrationDetail"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    GroupRegistrationNotes_notes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordNoteList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    GroupRegistrationNotes_addNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordNoteCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordNote"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    GroupRegistrationNotes_reply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordReplyCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordNote"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    JobPostingsAdmin_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminJobPostingList"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    JobPostingsAdmin_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobPostingCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminJobPosting"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    JobPostingsAdmin_patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["JobPostingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobPostingPatch"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminJobPosting"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    NotificationsAdmin_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    NotificationsAdmin_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationPreferencesUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PortalMessagesAdmin_unread: {
        parameters: {
            query?: {
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
                /** @description Only engagements assigned to this staff user id; 'me' the caller, 'none' unassigned; absent: all */
                assignee?: string | ("me" | "none");
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadThreadPage"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    WorkAdmin_myWork: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyWork"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    OfficesAdmin_hours: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                office: components["schemas"]["BookingOffice"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfficeHours"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    OfficesAdmin_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                office: components["schemas"]["BookingOffice"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfficeHoursUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfficeHours"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Admin_overview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOverview"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PaymentsAdmin_list: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                order?: components["schemas"]["ListOrder"];
                status?: "pending" | "paid" | "failed" | "expired" | "partially_refunded" | "refunded";
                from?: string;
                to?: string;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPaymentPage"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PaymentsAdmin_exportPayments: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                order?: components["schemas"]["ListOrder"];
                status?: "pending" | "paid" | "failed" | "expired" | "partially_refunded" | "refunded";
                from?: string;
                to?: string;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole filtered list as CSV (an attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["CsvExport"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PaymentsAdmin_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["PaymentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPaymentDetail"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PaymentNotes_notes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordNoteList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PaymentNotes_addNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordNoteCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordNote"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PaymentsAdmin_refund: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with the same key and body within 24 hours return the first answer and create nothing new. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: components["schemas"]["PaymentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminRefundCreate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPaymentDetail"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PaymentNotes_reply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordReplyCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordNote"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PeopleAdmin_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
                order?: components["schemas"]["ListOrder"];
                /** @description Part of the email address (case-insensitive) */
                email?: string;
                /** @description Only staff (true) or only other accounts (false) */
                staff?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonPage"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PeopleAdmin_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["PersonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDetail"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PeopleAdmin_signOut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["PersonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignOutEverywhereResult"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PeopleAdmin_grant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["PersonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDetail"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PeopleAdmin_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["PersonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonDetail"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PersonTimeline_timeline: {
        parameters: {
            query?: {
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path: {
                id: components["schemas"]["PersonRef"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonTimelinePage"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Admin_queues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminQueues"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ReferralsAdmin_list: {
        parameters: {
            query?: {
                status?: components["schemas"]["ReferralStatus"];
                /** @description Part of the referrer's or friend's name or email */
                q?: string;
                limit?: number;
                cursor?: string;
                order?: components["schemas"]["ListOrder"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminReferralPage"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ReferralsAdmin_exportCsv: {
        parameters: {
            query?: {
                status?: components["schemas"]["ReferralStatus"];
                /** @description Part of the referrer's or friend's name or email */
                q?: string;
                limit?: number;
                cursor?: string;
                order?: components["schemas"]["ListOrder"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole filtered list as CSV (an attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["CsvExport"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ReferralsAdmin_view: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ReferralId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminReferral"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ReferralsAdmin_patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ReferralId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminReferralPatch"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminReferral"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ReferralNotes_notes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordNoteList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ReferralNotes_addNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordNoteCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordNote"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ReferralNotes_reply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordReplyCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordNote"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    EngagementsAdmin_patchRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["DocumentRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentRequestPatch"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminDocumentRequest"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Admin_search: {
        parameters: {
            query: {
                /** @description The start of a name, email, phone number (digits) or reference */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSearchResult"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    SignaturesAdmin_inOffice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["SignatureRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InOfficeSessionCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InOfficeSession"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    SignaturesAdmin_verify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["SignatureRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignatureVerification"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    SignaturesAdmin_void: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["SignatureRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignatureVoid"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignatureRequest"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TaxIntakeAdmin_list: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                order?: components["schemas"]["ListOrder"];
                status?: "new" | "in_progress" | "done" | "spam";
                office?: "dearborn" | "ypsilanti" | "ann-arbor" | "remote";
                from?: string;
                to?: string;
                q?: string;
                /** @description `me`, a staff member's user id, or `none` for unassigned */
                assignee?: "me" | "none" | string;
                sort?: components["schemas"]["ListSort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxIntakePage"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TaxIntakeAdmin_exportCsv: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                order?: components["schemas"]["ListOrder"];
                status?: "new" | "in_progress" | "done" | "spam";
                office?: "dearborn" | "ypsilanti" | "ann-arbor" | "remote";
                from?: string;
                to?: string;
                q?: string;
                /** @description `me`, a staff member's user id, or `none` for unassigned */
                assignee?: "me" | "none" | string;
                sort?: components["schemas"]["ListSort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole filtered list as CSV (an attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["CsvExport"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TaxIntakeAdmin_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["TaxIntakeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxIntakeDetail"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TaxIntakeAdmin_patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["TaxIntakeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaxIntakePatch"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxIntakeDetail"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    EngagementsAdmin_fromTaxIntake: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with the same key and body within 24 hours return the first answer and create nothing new. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: components["schemas"]["TaxIntakeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaxIntakeEngagementCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EngagementDetail"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TaxIntakeNotes_notes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordNoteList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TaxIntakeNotes_addNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordNoteCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordNote"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TaxIntakeNotes_reply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordReplyCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordNote"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PaymentsAdmin_registrations: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                order?: components["schemas"]["ListOrder"];
                course?: string;
                paid?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTaxSchoolRegistrationPage"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PaymentsAdmin_exportRegistrations: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                order?: components["schemas"]["ListOrder"];
                course?: string;
                paid?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole filtered list as CSV (an attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["CsvExport"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    UploadsAdmin_link: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["UploadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadLink"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Booking_book: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with the same key and body within 24 hours return the first answer and create nothing new. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingRequest"];
            };
        };
        responses: {
            /** @description Booked */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingAppointment"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Booking_view: {
        parameters: {
            query?: never;
            header: {
                /** @description The private link's token (from the confirmation email) */
                "x-booking-token": string;
            };
            path: {
                id: components["schemas"]["BookingAppointmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingAppointment"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Booking_cancel: {
        parameters: {
            query?: never;
            header: {
                /** @description The private link's token (from the confirmation email) */
                "x-booking-token": string;
            };
            path: {
                id: components["schemas"]["BookingAppointmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Booking_move: {
        parameters: {
            query?: never;
            header: {
                /** @description The private link's token (from the confirmation email) */
                "x-booking-token": string;
            };
            path: {
                id: components["schemas"]["BookingAppointmentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingMove"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingAppointment"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Booking_getAvailability: {
        parameters: {
            query: {
                /** @description An office, or 'remote' (phone or video) */
                office: components["schemas"]["BookingOffice"];
                service?: components["schemas"]["BookingService"];
                /** @description First day, YYYY-MM-DD in the office's zone */
                from: string;
                /** @description Last day (inclusive); at most 62 days after from */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingAvailability"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    CalendarFeeds_document: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: components["schemas"]["CalendarFeedToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calendar */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": components["schemas"]["CalendarFeedDocument"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Careers_apply: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with the same key and body within 24 hours return the first answer and create nothing new. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CareerApplicationCreate"];
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareerApplicationReceipt"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Careers_postings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobPostingList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Content_listArticles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentArticleMetaList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Content_article: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["schemas"]["ContentSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentArticle"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Content_listCourses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentCourseList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Content_course: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course id */
                slug: components["schemas"]["ContentSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentCourse"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Content_listJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentJobPostingList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Content_job: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job id */
                slug: components["schemas"]["ContentSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentJobPosting"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Content_knowledgeBase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentKnowledgeBaseCardList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Content_legal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["schemas"]["ContentLegalPageSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentLegalPage"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Content_listOffices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentOfficeList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Content_office: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["schemas"]["ContentSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentOffice"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Content_listServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentServicePageList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Content_service: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["schemas"]["ContentSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentServicePage"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Health_readiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthReport"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not ready */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthReport"];
                };
            };
        };
    };
    Health_liveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Liveness"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Contact_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with the same key and body within 24 hours return the first answer and create nothing new. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IntakeContactCreate"];
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntakeContactReceipt"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    GroupRegistration_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with the same key and body within 24 hours return the first answer and create nothing new. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupRegistrationCreate"];
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupRegistrationReceipt"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TaxIntake_submit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with the same key and body within 24 hours return the first answer and create nothing new. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaxIntakeRequest"];
            };
        };
        responses: {
            /** @description Received */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxIntakeReceipt"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Payments_checkout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with the same key and body within 24 hours return the first answer and create nothing new. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentCheckout"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Payments_pay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["PaymentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentTestCheckoutPay"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentTestCheckoutResult"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Payments_view: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["PaymentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentPublic"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Engagements_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalEngagementPage"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /**
             * @description Error
             *
             *     Error
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Engagements_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["EngagementId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalEngagementDetail"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /**
             * @description Error
             *
             *     Error
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PortalMessages_thread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["EngagementId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageThread"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /**
             * @description Error
             *
             *     Error
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PortalMessages_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with the same key and body within 24 hours return the first answer and create nothing new. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: components["schemas"]["EngagementId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageCreate"];
            };
        };
        responses: {
            /** @description Sent */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalMessage"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /**
             * @description Error
             *
             *     Error
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PortalMessages_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["EngagementId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagesRead"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /**
             * @description Error
             *
             *     Error
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Engagements_requests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["EngagementId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalDocumentRequestList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /**
             * @description Error
             *
             *     Error
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Invoices_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceList"];
                };
            };
            /**
             * @description Error
             *
             *     Error
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Invoices_checkout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["InvoiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceCheckout"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /**
             * @description Error
             *
             *     Error
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Portal_overview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalOverview"];
                };
            };
            /**
             * @description Error
             *
             *     Error
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Engagements_answer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with the same key and body within 24 hours return the first answer and create nothing new. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: components["schemas"]["DocumentRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PortalRequestAnswer"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalDocumentRequest"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /**
             * @description Error
             *
             *     Error
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Engagements_files: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with the same key and body within 24 hours return the first answer and create nothing new. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: components["schemas"]["DocumentRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PortalRequestFiles"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalDocumentRequest"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /**
             * @description Error
             *
             *     Error
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Signatures_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignatureRequestList"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Signatures_consent: {
        parameters: {
            query?: never;
            header?: {
                /** @description In the office: the one-use session token staff started after checking a photo ID (instead of signing in) */
                "X-Signing-Session"?: string;
            };
            path: {
                id: components["schemas"]["SignatureRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignatureConsent"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignatureRequest"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Signatures_document: {
        parameters: {
            query?: never;
            header?: {
                /** @description In the office: the one-use session token staff started after checking a photo ID (instead of signing in) */
                "X-Signing-Session"?: string;
            };
            path: {
                id: components["schemas"]["SignatureRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["SignatureDocument"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Signatures_sign: {
        parameters: {
            query?: never;
            header?: {
                /** @description In the office: the one-use session token staff started after checking a photo ID (instead of signing in) */
                "X-Signing-Session"?: string;
            };
            path: {
                id: components["schemas"]["SignatureRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignatureSign"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignatureRequest"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Signatures_signed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["SignatureRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["SignatureDocument"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Profiles_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyProfile"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Profiles_byId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ProfileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Referrals_list: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralPage"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Referrals_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with the same key and body within 24 hours return the first answer and create nothing new. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferralCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralReceipt"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Referrals_claim: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferralClaim"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralClaimResult"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Referrals_welcome: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: components["schemas"]["ReferralShareCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralWelcome"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Referrals_link: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralLink"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ReferralRefusals_confirmPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: components["schemas"]["ReferralRefusalToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page with the button */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["ReferralRefusalPage"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ReferralRefusals_refuse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: components["schemas"]["ReferralRefusalToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Refused: the confirmation page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["ReferralRefusalPage"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Referrals_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralSummary"];
                };
            };
            /** @description Error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TaxSchool_register: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with the same key and body within 24 hours return the first answer and create nothing new. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaxSchoolRegistrationCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxSchoolRegistrationCheckout"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TaxSchool_sessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxSchoolSessionList"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TaxSchool_joinWaitlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaxSchoolWaitlistCreate"];
            };
        };
        responses: {
            /** @description On the list (the same answer whether or not the address already was) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /**
             * @description Error
             *
             *     Error
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TaxSchool_unsubscribePage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: components["schemas"]["TaxSchoolWaitlistToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page with the button */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["TaxSchoolWaitlistPage"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TaxSchool_unsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: components["schemas"]["TaxSchoolWaitlistToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unsubscribed: the confirmation page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["TaxSchoolWaitlistPage"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Uploads_upload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): retries with the same key and body within 24 hours return the first answer and create nothing new. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadForm"];
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadReceipt"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    Uploads_content: {
        parameters: {
            query: {
                expires: string;
                signature: string;
            };
            header?: never;
            path: {
                id: components["schemas"]["UploadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/msword": components["schemas"]["UploadContent"];
                    "application/pdf": components["schemas"]["UploadContent"];
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": components["schemas"]["UploadContent"];
                    "image/heic": components["schemas"]["UploadContent"];
                    "image/jpeg": components["schemas"]["UploadContent"];
                    "image/png": components["schemas"]["UploadContent"];
                };
            };
            /** @description Error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Error */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
}
