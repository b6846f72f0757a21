/**
* | output |
* | --- |
* | "The office will answer within one business day, by email or by phone." |
*
* @param {Contact_Success_NextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_success_next: ((inputs?: Contact_Success_NextInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Success_NextInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Success_NextInputs = {};
