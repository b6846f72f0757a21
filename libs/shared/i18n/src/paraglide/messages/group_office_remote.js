/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Group_Office_RemoteInputs */

const en_group_office_remote = /** @type {(inputs: Group_Office_RemoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remote`)
};

/**
* | output |
* | --- |
* | "Remote" |
*
* @param {Group_Office_RemoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_office_remote = /** @type {((inputs?: Group_Office_RemoteInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Office_RemoteInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_group_office_remote(inputs)
});