/**
* | output |
* | --- |
* | "Evening" |
*
* @param {Taxinfo_Time_EveningInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_time_evening: ((inputs?: Taxinfo_Time_EveningInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Time_EveningInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Time_EveningInputs = {};
