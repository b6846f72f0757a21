/**
* | output |
* | --- |
* | "Yes, cancel it" |
*
* @param {Admin_Cancel_YesInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_yes: ((inputs?: Admin_Cancel_YesInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cancel_YesInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cancel_YesInputs = {};
