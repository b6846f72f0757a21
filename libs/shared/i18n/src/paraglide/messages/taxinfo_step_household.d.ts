/**
* | output |
* | --- |
* | "Spouse and dependents" |
*
* @param {Taxinfo_Step_HouseholdInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_step_household: ((inputs?: Taxinfo_Step_HouseholdInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Step_HouseholdInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Step_HouseholdInputs = {};
