// Generated from apps/api/openapi.json by tools/scripts/write-openapi.mjs. Do not edit: run `npm run openapi`.
/* eslint-disable */
export interface paths {
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
        /** @description A message from the contact page */
        IntakeContactCreate: {
            /** Format: email */
            email: string;
            message: string;
            name: string;
            office?: components["schemas"]["IntakeOffice"] | "";
            phone?: string;
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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
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
}
