/**
* | output |
* | --- |
* | "Cancel this appointment? The client is told by email." |
*
* @param {Admin_Cancel_ConfirmInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_confirm: ((inputs?: Admin_Cancel_ConfirmInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cancel_ConfirmInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cancel_ConfirmInputs = {};
