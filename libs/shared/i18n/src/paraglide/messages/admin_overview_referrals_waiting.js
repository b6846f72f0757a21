/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Overview_Referrals_WaitingInputs */

const en_admin_overview_referrals_waiting = /** @type {(inputs: Admin_Overview_Referrals_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`referrals waiting for a decision`)
};

/**
* | output |
* | --- |
* | "referrals waiting for a decision" |
*
* @param {Admin_Overview_Referrals_WaitingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_overview_referrals_waiting = /** @type {((inputs?: Admin_Overview_Referrals_WaitingInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Overview_Referrals_WaitingInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_overview_referrals_waiting(inputs)
});