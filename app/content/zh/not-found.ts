/** 404 页面的文字:网站没有的任何地址都显示这一页。 */
import type { notFoundPage as source } from "../not-found";
import type { Translation } from "~/i18n/translation";

export const notFoundPage: Translation<typeof source> = {
  meta: {
    title: "找不到网页",
    description: "我们找不到这个网页。请返回首页查看我们的护理服务，或联系我们的团队，我们乐意帮忙。",
  },
  code: "404",
  title: "抱歉，找不到这个网页",
  text: "您要找的网页可能已经搬移，或者网址有打错的地方。",
  homeLabel: "返回首页",
};
