/**
* | output |
* | --- |
* | "Afternoon" |
*
* @param {Taxinfo_Time_AfternoonInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_time_afternoon: ((inputs?: Taxinfo_Time_AfternoonInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Time_AfternoonInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Time_AfternoonInputs = {};
