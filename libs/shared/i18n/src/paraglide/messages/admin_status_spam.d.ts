/**
* | output |
* | --- |
* | "Spam" |
*
* @param {Admin_Status_SpamInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_status_spam: ((inputs?: Admin_Status_SpamInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Status_SpamInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Status_SpamInputs = {};
