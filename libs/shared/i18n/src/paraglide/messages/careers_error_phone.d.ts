/**
* | output |
* | --- |
* | "Phone must be a phone number with 10 to 15 digits, like (313) 555-0142." |
*
* @param {Careers_Error_PhoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_error_phone: ((inputs?: Careers_Error_PhoneInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Error_PhoneInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Error_PhoneInputs = {};
