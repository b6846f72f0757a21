// Generated from apps/api/openapi.json by tools/scripts/write-openapi.mjs. Do not edit: run `npm run openapi`.
/* eslint-disable */
export interface paths {
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
        /** Change status or internal note, or move (the client gets the updated invitation) (staff) */
        patch: operations["BookingAdmin_patch"];
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
    "/api/admin/tax-intakes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tax intakes, newest first, filtered and searched (staff; audit-logged) */
        get: operations["TaxIntakeAdmin_list"];
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
        /** @description The error body of every /api endpoint */
        ApiError: {
            /** @example validation_failed */
            code: string;
            errors?: components["schemas"]["ApiFieldError"][];
            message: string;
            requestId?: string;
            /** @example 400 */
            status: number;
        };
        /** @description One invalid field: its dotted path and what is wrong with it */
        ApiFieldError: {
            /** @example email */
            field: string;
            /** @example must be an email address */
            message: string;
        };
        BookingAdminAppointment: {
            /** Format: date-time */
            createdAt: string;
            email: string;
            /** Format: date-time */
            endsAt: string;
            /** Format: uuid */
            id: string;
            internalNote: string | null;
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
            note?: string;
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
            name: string;
            notes?: string;
            office: components["schemas"]["BookingOffice"];
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
        };
        ContentJobPosting: {
            benefits: string[];
            datePosted: string;
            duties: string[];
            employmentTypes: ("PART_TIME" | "FULL_TIME")[];
            id: string;
            location: string;
            pay: string;
            payMaxCents: number;
            payMinCents: number;
            /** @enum {string} */
            payUnit: "HOUR";
            preferred: string[];
            requirements: string[];
            summary: string;
            title: string;
            type: string;
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
        HealthReport: {
            checks: {
                /** @enum {string} */
                database: "up" | "down";
            };
            /** @enum {string} */
            status: "ok" | "unavailable";
            uptimeSeconds: number;
        };
        Liveness: {
            /** @enum {string} */
            status: "ok";
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
        TaxIntakeDetail: {
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
        /** Format: uuid */
        TaxIntakeId: string;
        /** @description Filters of the staff list: status, office, created date range (inclusive), name or email search */
        TaxIntakeListQuery: {
            cursor?: string;
            from?: string;
            /** @default 25 */
            limit: number;
            /** @enum {string} */
            office?: "dearborn" | "ypsilanti" | "ann-arbor" | "remote";
            q?: string;
            /** @enum {string} */
            status?: "new" | "in_progress" | "done" | "spam";
            to?: string;
        };
        /** @description Newest first; pass nextCursor as cursor for the next page */
        TaxIntakePage: {
            items: components["schemas"]["TaxIntakeSummary"][];
            nextCursor: string | null;
        };
        /** @description Status and/or internal note; version must be the one last read (else 409 version_conflict) */
        TaxIntakePatch: {
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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    BookingAdmin_list: {
        parameters: {
            query?: {
                /** @description Appointments starting on this day (America/Detroit) */
                day?: string;
                office?: components["schemas"]["BookingOffice"];
                status?: components["schemas"]["BookingAppointmentStatus"];
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
            /**
             * @description Error
             *
             *     Error
             */
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
            /**
             * @description Error
             *
             *     Error
             */
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
            /**
             * @description Error
             *
             *     Error
             */
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
            /**
             * @description Error
             *
             *     Error
             */
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
            /**
             * @description Error
             *
             *     Error
             */
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
            /**
             * @description Error
             *
             *     Error
             */
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
    TaxIntakeAdmin_list: {
        parameters: {
            query?: {
                query?: components["schemas"]["TaxIntakeListQuery"];
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
            /**
             * @description Error
             *
             *     Error
             */
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
            /**
             * @description Error
             *
             *     Error
             */
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
            /**
             * @description Error
             *
             *     Error
             */
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
            /**
             * @description Error
             *
             *     Error
             */
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
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
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
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
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
