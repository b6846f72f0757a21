/**
* | output |
* | --- |
* | "If an account exists for {email}, we've sent it an email with a link to choose a new password. The link works once and expires after a short while." |
*
* @param {Forgot_SentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const forgot_sent: ((inputs: Forgot_SentInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forgot_SentInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forgot_SentInputs = {
    email: NonNullable<unknown>;
};
