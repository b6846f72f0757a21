/**
* | output |
* | --- |
* | "Morning" |
*
* @param {Taxinfo_Time_MorningInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_time_morning: ((inputs?: Taxinfo_Time_MorningInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Time_MorningInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Time_MorningInputs = {};
