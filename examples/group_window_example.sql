-- Group windows through the shell: the average salary reported per department in each 10-minute window, with the
-- Table API as the seed writes it; then the highest salary per department and window, with SQL's window table
-- function.
CREATE TABLE salaries (ts TIMESTAMP, department STRING, salary INT)
WITH ('connector' = 'filesystem', 'path' = 'data/salary_reports.csv', 'format' = 'csv');

salaries.window(Tumble.over('10.minutes').on('ts').as('w')).groupBy('w, department').select('department, w.start, w.end, salary.avg');

select department, window_start, max(salary) as top_salary
from table(tumble(table salaries, descriptor(ts), interval '10' minutes))
group by window_start, window_end, department;
