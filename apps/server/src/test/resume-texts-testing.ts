// The résumés the reader is tried on (resume-text*.test.ts): five people's, each laid out the way
// one kind of résumé is, with the date a current job runs to.

// 26 November 2026: a current job runs to this month.
export const now = Date.UTC(2026, 10, 26);

export const backendEngineer = `ARJUN SHARMA
Bengaluru, India | arjun.sharma@example.in | +91 98123 45670
linkedin.com/in/arjun-sharma | https://github.com/arjunsharma

PROFESSIONAL SUMMARY
Backend engineer with 6+ years building payment systems in Java and Go. Led the move of a ledger to PostgreSQL.

## Work Experience
**Senior Software Engineer, Razorpay**
Jan 2021 – Present
- Built the settlement service in Go handling 2000 requests a second
- Cut reconciliation time by 40% with Kafka consumers

Software Engineer at Infosys | 07/2018 - 12/2020
• REST APIs in Spring Boot for a bank

Technical Skills:
Languages: Java, Go, SQL
Frameworks: Spring Boot; gRPC | Kafka
Databases: PostgreSQL, Redis, postgresql

Education
B.Tech in Computer Science, NIT Trichy, 2014 – 2018`;

export const dataAnalyst = `Curriculum Vitae

Priyanka Menon
Email: priyanka.menon@example.in
Phone: 098456 78903
Location: Kochi, Kerala, India

Data analyst with two years of SQL and Power BI, turning collections data into weekly decisions.

Experience
Bajaj Finserv — Data Analyst
March 2023 to Current
- Built collections dashboards in Power BI used by 40 branch managers.
Mu Sigma — Business Analyst
2022–2023
- Retail analytics for a US grocer

Key Skills
SQL • Power BI • Excel • Python (pandas)

Academics
MSc Statistics
University of Kerala
2020 - 2022`;

export const designer = `Neha Kapoor    Product Designer    Mumbai, India    neha@kapoor.design    https://kapoor.design
About
I design calm interfaces for fintech apps. Five years in product teams.
Experience
Product Designer | CRED | 2022 - now
Designed the rewards flow. Ran weekly usability tests.
UI Designer | Zeta | 2020 - 2022
Core competencies
Figma, Prototyping, Design systems, User research
Education
Bachelor of Design, National Institute of Design, 2016-2020`;

export const fresher = `# Rohan Das
rohan.das@example.com · +91-70000-12345 · Pune, India

Objective:
A computer science graduate looking for a backend developer role.

Education
- B.E. Computer Engineering — College of Engineering Pune (2021–2025), CGPA 8.4
- Higher Secondary (CBSE), Delhi Public School, 2021

Projects
- Library app: a REST API in Node.js and Express with PostgreSQL. Deployed on Render.
- Chat bot for the college fest

Skills
JavaScript, Node.js, Express, PostgreSQL, Git`;

export const messy = `\t\tRESUME\t\t
\tKaran Mehta\t
\tkaran.mehta@example.org\t\t(+1) 415-555-0123\t\tSan Francisco, United States

\tEMPLOYMENT HISTORY
\tStaff Engineer @ Stripe\t\tSep 2019 – present
\t➢ Owned the payouts API.
\t○ Mentored four engineers
\tGoogle – Software Engineer\t\t2015 – 2019
\t➢ Search infrastructure
\tSKILLS:
\tGo | Python | Kubernetes\tTerraform
`;
