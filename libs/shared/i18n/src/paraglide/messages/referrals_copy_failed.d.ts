/**
* | output |
* | --- |
* | "Could not copy: select the link and copy it yourself" |
*
* @param {Referrals_Copy_FailedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_copy_failed: ((inputs?: Referrals_Copy_FailedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Copy_FailedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Copy_FailedInputs = {};
