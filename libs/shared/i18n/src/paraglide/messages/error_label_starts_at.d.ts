/**
* | output |
* | --- |
* | "Appointment time" |
*
* @param {Error_Label_Starts_AtInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_label_starts_at: ((inputs?: Error_Label_Starts_AtInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Label_Starts_AtInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Label_Starts_AtInputs = {};
