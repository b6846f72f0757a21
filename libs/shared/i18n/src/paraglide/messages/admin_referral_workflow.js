/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Referral_WorkflowInputs */

const en_admin_referral_workflow = /** @type {(inputs: Admin_Referral_WorkflowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referral status`)
};

/**
* | output |
* | --- |
* | "Referral status" |
*
* @param {Admin_Referral_WorkflowInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_referral_workflow = /** @type {((inputs?: Admin_Referral_WorkflowInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Referral_WorkflowInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_referral_workflow(inputs)
});