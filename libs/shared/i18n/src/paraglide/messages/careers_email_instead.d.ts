/**
* | output |
* | --- |
* | "Prefer email? Send your résumé to" |
*
* @param {Careers_Email_InsteadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_email_instead: ((inputs?: Careers_Email_InsteadInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Email_InsteadInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Email_InsteadInputs = {};
