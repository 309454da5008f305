/**
 * The breadcrumb trail's Chinese name for each segment of an address. The trail names a page by
 * the last segment of its address, so every segment of every prerendered page needs a name here;
 * breadcrumbs.test.ts beside this file checks that against the site map.
 *
 * The names are the ones visitors already see: the header and footer links for the main pages,
 * each service page's own name, the care guide result page's title (without its "护理指南："
 * prefix), and a short form of each blog post's Chinese title. docs/glossary-zh.md holds the
 * terms they use.
 */
export const crumbNames: Record<string, string> = {
  // Pages in the header, named as their header links.
  about: "关于我们",
  services: "服务",
  locations: "服务地区",
  testimonials: "家属心声",
  blog: "文章",
  faq: "常见问题",
  contact: "联系我们",
  // Pages reached from the footer, named as their footer links or page titles.
  privacy: "隐私声明",
  "care-guide": "护理指南",
  costs: "费用与经济援助",
  "our-caregivers": "我们的护理人员",

  // The service pages, by each page's name.
  "home-care-singapore": "居家看护",
  "overnight-care": "夜间看护",
  "personal-care": "个人护理",
  companionship: "陪伴服务",
  "medical-escort": "陪同就医",
  "cancer-care": "癌症护理",
  "dementia-care": "失智症护理",
  "copd-care": "慢性阻塞性肺病护理",
  "diabetes-care": "糖尿病护理",
  "palliative-care": "慈怀护理",
  "respite-care": "喘息服务",
  "live-in-care": "住家看护",
  "home-therapy": "居家复健",
  "nursing-procedure": "护理程序",

  // The care guide's result pages (/care-guide/<slug>), by their titles.
  "everyday-help": "居家日常生活上的帮忙",
  company: "陪伴与相处的时光",
  dementia: "与失智症共处",
  cancer: "与癌症共处",
  "breathing-problems": "慢性阻塞性肺病与呼吸问题",
  diabetes: "与糖尿病共处",
  "nursing-procedures": "需要护理程序的康复期",
  "other-conditions": "与健康问题共处",
  "after-hospital": "出院回家",
  "caregiver-break": "让家人看护者休息一下",
  "end-of-life": "人生最后阶段的照顾",

  // The blog posts (/blog/<slug>), by a short form of their Chinese titles.
  featured: "居家护理服务还是生活辅助",
  "understanding-dementia-family-guide": "认识失智症",
  "home-safety-tips-aging-adults": "年长者居家安全",
  "benefits-companionship-care": "陪伴服务的好处",
  "medication-management-best-practices": "安全用药",
  "nutrition-meal-planning-older-adults": "晚年吃得好",
  "supporting-family-caregivers": "看护者也需要照顾",
};
