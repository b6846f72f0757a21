/**
* | output |
* | --- |
* | "Appointment moved; the client gets the updated invitation." |
*
* @param {Admin_MovedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_moved: ((inputs?: Admin_MovedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_MovedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_MovedInputs = {};
