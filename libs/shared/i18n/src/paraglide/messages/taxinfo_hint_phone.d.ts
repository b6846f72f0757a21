/**
* | output |
* | --- |
* | "Ten digits, like (313) 555-0142." |
*
* @param {Taxinfo_Hint_PhoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_hint_phone: ((inputs?: Taxinfo_Hint_PhoneInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Hint_PhoneInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Hint_PhoneInputs = {};
