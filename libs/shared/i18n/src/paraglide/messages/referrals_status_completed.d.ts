/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Referrals_Status_CompletedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_status_completed: ((inputs?: Referrals_Status_CompletedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Status_CompletedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Status_CompletedInputs = {};
