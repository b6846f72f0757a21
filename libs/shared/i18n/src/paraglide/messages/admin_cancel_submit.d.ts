/**
* | output |
* | --- |
* | "Cancel appointment" |
*
* @param {Admin_Cancel_SubmitInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_submit: ((inputs?: Admin_Cancel_SubmitInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cancel_SubmitInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cancel_SubmitInputs = {};
