/**
 * The Chinese /services/companionship page, section for section as the English module: figures
 * on seniors living alone, 4 services, a list of benefits and 1 testimonial.
 */
import type { ServicePage } from "~/content/services/types";
import { chatOnWhatsApp, freeCareConsultation } from "~/content/zh/services/actions";

// Sources, as for the English page:
// - The three figures are the product's own and are kept exactly. The 87,200 seniors who lived
//   alone in 2024 come from the Ministry of Social and Family Development's family trends report
//   (July 2025). The spec gives no publication for "100K+" by 2030 or for 86%: check both before
//   the page goes live.
// - World Health Organization news release of 15 November 2023 on the launch of its Commission on
//   Social Connection
//   (https://www.who.int/news/item/15-11-2023-who-launches-commission-to-foster-social-connection):
//   the Director-General said that people lacking enough strong social connections run a higher
//   risk of stroke, anxiety, dementia, depression and suicide. Checked on 23 November 2026 against
//   a copy of the release
//   (https://hippocraticpost.com/global-reach/who-launches-commission-to-foster-social-connection/amp);
//   the page's sentence claims no more than this.
// - Agency for Integrated Care: Active Ageing Centres hold activities for seniors in the community.
// - The 24-hour reply is the spec's reply time for tour requests.
export const companionship: ServicePage = {
  slug: "companionship",
  name: "陪伴服务",
  meta: {
    title: "新加坡乐龄陪伴服务",
    description: "亲切的护理员花时间陪伴您的家人：聊天、一起做喜欢的事、散步和办事，让他们不再那么孤单。",
  },
  theme: "default",
  sharedFrame: true,
  hero: {
    eyebrow: "陪伴服务",
    title: "乐龄人士陪伴服务",
    intro: [
      "有好的陪伴，一整天都会开朗起来。",
      "亲切的护理员会上门，陪您的家人聊天、一起做喜欢的事、散步和办事，让他们和外界保持联系，不再那么孤单。",
    ],
    actions: [freeCareConsultation, chatOnWhatsApp],
    points: ["免费咨询，无需承诺", "在您选定的日子和时间上门", "每次探访后向家属汇报"],
  },
  sections: [
    {
      kind: "stats",
      id: "statistics",
      title: "在新加坡步入晚年",
      intro: "在新加坡，独居的乐龄人士越来越多，而大多数人都希望住在自己家里。",
      stats: [
        {
          number: "87,200",
          label: "2024年新加坡独居的乐龄人士",
          source: "社会及家庭发展部（2025年）",
        },
        { number: "100K+", label: "预计到2030年，独居的乐龄人士将达10万以上" },
        { number: "86%", label: "的乐龄人士希望在家中养老" },
      ],
    },
    {
      kind: "prose",
      id: "why-company-matters",
      title: "为什么陪伴很重要",
      paragraphs: [
        "独居不等于孤单。但是，漫长又安静的日子，会让人更难保持开朗、活跃，也更难和别人保持联系。",
        // WHO, launch of the Commission on Social Connection (15 November 2023).
        "孤单也会影响健康。世界卫生组织提醒，缺少足够社交联系的人，患上中风、失智症、忧郁症和焦虑症的风险较高。",
        "有一张亲切的面孔定期来探望，您的家人就有人可以说说话，有件事可以期待，也有理由出门走走。",
      ],
    },
    {
      kind: "cards",
      id: "services",
      title: "我们的陪伴服务",
      intro: "我们依照您家人的兴趣，围绕他们喜欢的事来安排每一次探访。",
      columns: 2,
      cards: [
        {
          icon: "message-circle",
          title: "聊天与陪伴",
          description: "有人陪着喝杯茶、聊聊天，一起分享往事、翻看老照片，或者只是静静地聆听。",
        },
        {
          icon: "sparkles",
          title: "嗜好与活动",
          description: "打牌、打麻将、拼图、听音乐、种种花草，或一起煮一道爱吃的菜。",
        },
        {
          icon: "map-pin",
          title: "散步与外出",
          description:
            // AIC: Active Ageing Centres run activities for seniors in the community.
            "到公园散散步，去巴刹或小贩中心走走，或到附近的活跃乐龄中心看看。",
        },
        {
          icon: "clipboard-list",
          title: "办事与日常帮忙",
          description: "帮忙买菜、领药、付账单，也帮忙记好各种预约。",
        },
      ],
    },
    {
      kind: "checklist",
      id: "benefits",
      title: "陪伴带来的好处",
      items: [
        "有一个期待见面的人",
        "少一些独自度过的漫长、安静的日子",
        "身体和头脑都保持活跃",
        "和朋友、邻居及社区保持联系",
        "有人留意情绪或健康的变化，并告诉家属",
        "让要上班或住得远的家人放心",
      ],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "家属的心声",
      items: [
        {
          name: "J.T.",
          role: "客户的儿子",
          content:
            "爸爸去世后，妈妈一直一个人住。陪伴她的护理员每周来三个早上，两人一起去巴刹、打牌。妈妈现在笑容多了，还会把这些事都讲给我听。",
          rating: 5,
          sample: true,
        },
      ],
    },
  ],
  cta: {
    title: "让好的陪伴走进家门",
    text: "请告诉我们您家人的情况和喜欢做的事。我们会在24小时内回复您，安排免费咨询。",
    actions: [freeCareConsultation, chatOnWhatsApp],
  },
};
