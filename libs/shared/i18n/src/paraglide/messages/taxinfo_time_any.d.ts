/**
* | output |
* | --- |
* | "Any time" |
*
* @param {Taxinfo_Time_AnyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_time_any: ((inputs?: Taxinfo_Time_AnyInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Time_AnyInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Time_AnyInputs = {};
