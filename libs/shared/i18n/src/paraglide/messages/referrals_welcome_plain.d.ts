/**
* | output |
* | --- |
* | "A friend sent you our way: you get a special discount on your tax return with us." |
*
* @param {Referrals_Welcome_PlainInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_welcome_plain: ((inputs?: Referrals_Welcome_PlainInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Welcome_PlainInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Welcome_PlainInputs = {};
